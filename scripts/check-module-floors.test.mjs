import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_FLOORS, moduleGraph, tallestChain } from './check-module-floors.mjs'

let tree
const write = (files) => {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true })
    fs.writeFileSync(path.join(tree, file), text)
  }
}

beforeEach(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-floors-'))
})
afterEach(() => fs.rmSync(tree, { recursive: true, force: true }))

describe('the module floors check', () => {
  it('finds the longest chain of modules importing one another, tests left out', () => {
    write({
      'likes/routes/likes.routes.ts': "import { readable } from '../../stories'\nexport const r = readable",
      'likes/likes.test.ts': "import { x } from '../people'\n",
      'stories/index.ts': "export { readable } from './story-rules'\n",
      'stories/story-rules.ts': "import type { Person } from '../people/index'\nexport const readable = 1",
      'people/index.ts': "import { sql } from 'drizzle-orm'\nexport type Person = { id: number }",
      'help/index.ts': 'export const help = 1',
    })
    const graph = moduleGraph(tree)
    expect([...graph.get('likes')]).toEqual(['stories'])
    expect(tallestChain(graph)).toEqual(['likes', 'stories', 'people'])
  })

  it('names two modules that import each other', () => {
    write({
      'likes/index.ts': "import { s } from '../stories'\nexport const l = s",
      'stories/index.ts': "import { l } from '../likes/index'\nexport const s = l",
    })
    expect(() => tallestChain(moduleGraph(tree))).toThrow(
      'modules import each other: likes → stories → likes',
    )
  })

  it('holds for the server: no taller than the limit', () => {
    const modules = path.resolve(import.meta.dirname, '../apps/server/src/modules')
    expect(tallestChain(moduleGraph(modules)).length).toBeLessThanOrEqual(MAX_FLOORS)
  })
})
