import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The built server (apps/server/dist, run after `npm run build`) loads on every start only what
// every start needs: the drivers and services a start may not use are loaded with import() when
// first needed (decisions 030 and 052), which costs a warm start nothing only if the bundle keeps
// them out of its static imports. One bundle once hoisted prom-client into them (decision 065).
const DIST = path.resolve(import.meta.dirname, '../../dist')
const OPTIONAL = [
  'prom-client',
  'pg',
  'ioredis',
  'nodemailer',
  'openid-client',
  '@node-rs/argon2',
  'web-push',
]

/** Every package a file imports statically, following the bundle's own chunks it imports statically. */
function staticPackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>()
  if (seen.has(file)) return packages
  seen.add(file)
  const text = fs.readFileSync(file, 'utf8')
  // esbuild writes static imports at the start of a line; import() never matches (no space).
  for (const match of text.matchAll(/^import\s(?:[^;]*?\sfrom\s*)?"([^"]+)";/gm)) {
    const specifier = match[1] ?? ''
    if (specifier.startsWith('./')) {
      for (const name of staticPackages(path.join(path.dirname(file), specifier), seen)) packages.add(name)
    } else if (!specifier.startsWith('node:')) {
      packages.add(specifier)
    }
  }
  return packages
}

describe('what a start of the built server loads', () => {
  it('imports none of the optional packages before they are needed', () => {
    const packages = staticPackages(path.join(DIST, 'main.js'))
    // The check sees the bundle's imports at all: the server's own framework is among them.
    expect(packages).toContain('fastify')
    for (const name of OPTIONAL) {
      expect(
        [...packages].filter((p) => p === name || p.startsWith(`${name}/`)),
        name,
      ).toEqual([])
    }
  })
})
