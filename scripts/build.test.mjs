import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BUILD_OUTPUTS, build, MANIFEST } from './build.mjs'

// A checkout in miniature: one file for each kind of build input, and a stand-in for the real build
// that writes the outputs and counts how often it ran.
const SOURCES = {
  'package.json': '{"name":"kindred"}',
  'package-lock.json': '{"lockfileVersion":3}',
  'tsconfig.base.json': '{}',
  'packages/contract/src/guide.ts': 'export const a = 1',
  'content/safety/crisis-lines.json': '{"lines":[]}',
  'apps/web/src/main.tsx': 'render()',
  'apps/web/vite.config.ts': 'export default {}',
  'apps/web/public/robots.txt': 'User-agent: *',
  'apps/server/src/main.ts': 'listen()',
  'apps/server/build.mjs': 'bundle()',
}

let root
let builds
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
const runBuild = () => {
  builds += 1
  for (const output of BUILD_OUTPUTS) write(output, `built ${builds}`)
}
const start = () => build({ root, ifChanged: true, runBuild, log: () => {} })

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-build-'))
  builds = 0
  for (const [file, text] of Object.entries(SOURCES)) write(file, text)
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('npm start builds only when something changed', () => {
  it('builds on the first start, and skips the build on the next', () => {
    expect(start()).toBe('built')
    expect(start()).toBe('skipped')
    expect(builds).toBe(1)
  })

  it.each(Object.keys(SOURCES))('builds again after a change to %s', (file) => {
    start()
    write(file, `${SOURCES[file]} // changed`)
    expect(start()).toBe('built')
    expect(start()).toBe('skipped')
  })

  it('builds again when a source file is added, removed or renamed', () => {
    start()
    write('apps/web/src/new-page.tsx', 'export {}')
    expect(start()).toBe('built')
    fs.renameSync(path.join(root, 'apps/web/src/new-page.tsx'), path.join(root, 'apps/web/src/other.tsx'))
    expect(start()).toBe('built')
    fs.rmSync(path.join(root, 'apps/web/src/other.tsx'))
    expect(start()).toBe('built')
  })

  it('notices a change that keeps the size and the modification time (a checkout can do that)', () => {
    start()
    const file = path.join(root, 'apps/server/src/main.ts')
    const { mtime } = fs.statSync(file)
    fs.writeFileSync(file, 'LISTEN()')
    fs.utimesSync(file, mtime, mtime)
    expect(start()).toBe('built')
  })

  it('builds again when an output is missing', () => {
    start()
    for (const output of BUILD_OUTPUTS) {
      fs.rmSync(path.join(root, output))
      expect(start()).toBe('built')
    }
  })

  it('ignores what builds and installs write (dist, node_modules)', () => {
    start()
    write('apps/web/dist/assets/extra.js', 'x')
    write('apps/web/node_modules/some-package/index.js', 'x')
    write('node_modules/vite/index.js', 'x')
    expect(start()).toBe('skipped')
  })

  it('never takes a failed build for a finished one', () => {
    start()
    write('apps/web/src/main.tsx', 'broken(')
    const failing = () => {
      throw new Error('the build of @kindred/web failed')
    }
    expect(() => build({ root, ifChanged: true, runBuild: failing, log: () => {} })).toThrow('failed')
    expect(fs.existsSync(path.join(root, MANIFEST))).toBe(false)
    expect(start()).toBe('built')
  })

  it('npm run build (no --if-changed) always builds', () => {
    build({ root, runBuild, log: () => {} })
    build({ root, runBuild, log: () => {} })
    expect(builds).toBe(2)
    expect(start()).toBe('skipped')
  })
})
