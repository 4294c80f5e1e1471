import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

// The probe of the import-cycle check that `npm run lint` runs (.dependency-cruiser.mjs): the same
// configuration and command, over a small tree written here.
const repo = path.resolve(import.meta.dirname, '..')
const depcruise = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')

let tree
const write = (files) => {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true })
    fs.writeFileSync(path.join(tree, file), text)
  }
}
// Each run starts dependency-cruiser and TypeScript afresh: seconds, not milliseconds.
const RUN_TIMEOUT = 60_000
const check = () => {
  const run = spawnSync(
    process.execPath,
    [depcruise, '--config', path.join(repo, '.dependency-cruiser.mjs'), 'src'],
    { cwd: tree, encoding: 'utf8' },
  )
  return { passed: run.status === 0, output: run.stdout + run.stderr }
}

beforeEach(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-cycles-'))
})
afterEach(() => fs.rmSync(tree, { recursive: true, force: true }))

describe('the import-cycle check', { timeout: RUN_TIMEOUT }, () => {
  it('passes a tree whose imports go one way', () => {
    write({
      'src/sessions.repository.ts': "import { ttl } from './session-rules'\nexport const find = () => ttl",
      'src/session-rules.ts': 'export const ttl = 15',
    })
    expect(check()).toMatchObject({ passed: true })
  })

  it('fails on a cycle, naming the files in it', () => {
    write({
      'src/sessions.repository.ts': "import { ttl } from './session-cache'\nexport const find = () => ttl",
      'src/session-cache.ts': "import { rule } from './session-rules'\nexport const ttl = rule",
      'src/session-rules.ts': "import { find } from './sessions.repository'\nexport const rule = find",
    })
    const { passed, output } = check()
    expect(passed).toBe(false)
    expect(output).toContain('error no-import-cycle')
    for (const file of ['sessions.repository', 'session-cache', 'session-rules']) {
      expect(output).toContain(`src/${file}.ts`)
    }
  })

  it('fails on a cycle made of type-only imports', () => {
    write({
      'src/viewer.ts': "import type { Memory } from './memory'\nexport type Viewer = { memory?: Memory }",
      'src/memory.ts': "import type { Viewer } from './viewer'\nexport type Memory = { viewer: Viewer }",
    })
    const { passed, output } = check()
    expect(passed).toBe(false)
    expect(output).toContain('no-import-cycle')
  })

  it('fails on an import of our own code it cannot follow, where a cycle could hide', () => {
    write({ 'src/a.ts': "import { b } from './missing'\nexport const a = b" })
    const { passed, output } = check()
    expect(passed).toBe(false)
    expect(output).toContain('no-unresolved-own-import')
  })
})
