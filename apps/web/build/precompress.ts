import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Not .html: the server writes its quick-exit address into index.html and compresses it then.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|txt|json|webmanifest)$/

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full])
    }),
  )
  return nested.flat()
}

async function precompressFile(file: string): Promise<void> {
  const original = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: 9 }),
  ])
  // A compressed copy that is not smaller would only cost the browser a decoding step.
  if (br.length < original.length) await writeFile(`${file}.br`, br)
  if (gz.length < original.length) await writeFile(`${file}.gz`, gz)
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * strongest settings, once; the server sends the one the browser accepts (decision 013).
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'kindred:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(files.map((file) => precompressFile(file)))
    },
  }
}
