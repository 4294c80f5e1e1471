// Draws the installable app's icons (apps/web/public/icons/*.png) from the Kindred mark, the same
// drawing as apps/web/public/favicon.svg, with node:zlib only: no image library for four PNGs.
// Run it again after changing the mark: `node scripts/make-app-icons.mjs` (the PNGs are committed).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { crc32, deflateSync } from 'node:zlib'

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons')

const BRAND = [0x04, 0x69, 0xde, 255]
const WHITE = [0xff, 0xff, 0xff, 255]
const PEACH = [0xff, 0xd9, 0xa8, 255]
const CLEAR = [0, 0, 0, 0]
/** Samples per pixel on each axis: smooth edges without a rasteriser. */
const SAMPLES = 4

/** Inside the 64×64 square with corners of radius `r` (the favicon's rect). */
function inRoundedSquare(x, y, r) {
  const cx = Math.min(Math.max(x, r), 64 - r)
  const cy = Math.min(Math.max(y, r), 64 - r)
  return x >= 0 && x <= 64 && y >= 0 && y <= 64 && Math.hypot(x - cx, y - cy) <= r
}

const onRing = (x, y, cx, cy, r, width) => Math.abs(Math.hypot(x - cx, y - cy) - r) <= width / 2
const onLine = (x, y) => Math.hypot(x - Math.min(Math.max(x, 20), 44), y - 50) <= 2.5

/** The mark's colour at a point of its 64×64 drawing, painted in the SVG's order. */
function markAt(x, y, { fullBleed }) {
  let colour = fullBleed || inRoundedSquare(x, y, 16) ? BRAND : CLEAR
  if (colour === CLEAR) return colour
  if (onRing(x, y, 25, 30, 12, 5)) colour = WHITE
  if (onRing(x, y, 39, 30, 12, 5)) colour = PEACH
  if (onLine(x, y)) colour = WHITE
  return colour
}

/**
 * RGBA pixels of the icon. `scale` shrinks the drawing around the centre: a maskable icon keeps its
 * mark inside the middle 80 % circle that every launcher shape leaves visible.
 */
function draw(size, { fullBleed, scale }) {
  const pixels = Buffer.alloc(size * size * 4)
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0]
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const u = ((px + (sx + 0.5) / SAMPLES) / size - 0.5) / scale + 0.5
          const v = ((py + (sy + 0.5) / SAMPLES) / size - 0.5) / scale + 0.5
          const inside = u >= 0 && u <= 1 && v >= 0 && v <= 1
          const colour = inside ? markAt(u * 64, v * 64, { fullBleed }) : fullBleed ? BRAND : CLEAR
          // Premultiplied, so a transparent sample does not darken an edge.
          for (let c = 0; c < 3; c += 1) sum[c] += (colour[c] * colour[3]) / 255
          sum[3] += colour[3]
        }
      }
      const n = SAMPLES * SAMPLES
      const alpha = sum[3] / n
      const at = (py * size + px) * 4
      for (let c = 0; c < 3; c += 1) pixels[at + c] = alpha ? Math.round((sum[c] / n / alpha) * 255) : 0
      pixels[at + 3] = Math.round(alpha)
    }
  }
  return pixels
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** An 8-bit RGBA PNG: each row prefixed with filter 0, deflated in one IDAT. */
export function png(size, pixels) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y += 1)
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export const ICONS = [
  // The launcher's icon: the mark as the favicon draws it, corners clear.
  { file: 'icon-192.png', size: 192, fullBleed: false, scale: 1 },
  { file: 'icon-512.png', size: 512, fullBleed: false, scale: 1 },
  // Cut to any shape by the launcher: blue to the edges, the mark inside the safe zone.
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true, scale: 0.7 },
  // iOS paints transparency black and rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, scale: 0.85 },
]

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(OUT, { recursive: true })
  for (const { file, size, fullBleed, scale } of ICONS) {
    fs.writeFileSync(path.join(OUT, file), png(size, draw(size, { fullBleed, scale })))
    console.log(`wrote ${path.relative(process.cwd(), path.join(OUT, file))}`)
  }
}
