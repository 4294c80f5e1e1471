// The read-policy layer's boundary rule, run through ESLint with the repository's own configuration
// on probe files (never written to disk): each breach it exists for fails, and what the layers allow
// passes (decision 073).
import { describe, expect, it } from 'vitest'
import { breachesOf, onlyMessage } from './lint-probe.mjs'

/** The messages of the access rule on `code` as if it were the file at `file` (under apps/server/src). */
const breaches = breachesOf('kindred/access-boundaries', 'apps/server/src')

const importing = (names, source) => `import { ${names} } from '${source}'\nexport const used = [${names}]\n`

// The first lint loads the TypeScript parser and every plugin: seconds on a busy machine.
describe('the access layer rule', { timeout: 60_000 }, () => {
  it('fails on an import of a file inside access/ other than its index, from a module or elsewhere', async () => {
    const found = await breaches(
      'modules/interactions/votes.repository.ts',
      importing('readableBy', '../../access/memory-rules'),
    )
    expect(onlyMessage(found)).toMatch(
      /reaches into the access layer; import what it offers from '..\/..\/access'/,
    )
    expect(
      await breaches('plugins/probe.ts', importing('unseenPeople', '../access/people-relations')),
    ).toHaveLength(1)
    const lazy = "export const later = () => import('../../../access/comment-rules')"
    expect(await breaches('modules/comments/use-cases/probe.ts', lazy)).toHaveLength(1)
  })

  it('fails on db/ importing the access layer at all, its index included', async () => {
    const found = await breaches('db/probe.ts', importing('readableBy', '../access'))
    expect(onlyMessage(found)).toMatch(/db\/ sits below the access layer/)
    expect(
      await breaches('db/schema/probe.ts', importing('connected', '../../access/people-relations')),
    ).toHaveLength(1)
  })

  it("fails on a module taking a read rule from another module's index", async () => {
    const found = await breaches(
      'modules/connections/use-cases/probe.ts',
      "import { findReadableMemory, type MemoryAccess } from '../../memories'\nexport const f = (m: MemoryAccess) => findReadableMemory(m)\n",
    )
    expect(found.map((message) => message.message.split("'")[1])).toEqual([
      'findReadableMemory',
      'MemoryAccess',
    ])
    expect(found[0].message).toMatch(
      /import it from the access layer \('..\/..\/..\/access'\), not from the memories module/,
    )
    expect(
      await breaches('modules/interactions/probe.ts', importing('liveCommentFor', '../comments')),
    ).toHaveLength(1)
  })

  it("fails on a module's index offering its own read rules to the others", async () => {
    const found = await breaches(
      'modules/memories/index.ts',
      "export { readableBy } from './memory-visibility'\n",
    )
    expect(onlyMessage(found)).toMatch(/who may read what lives in the access layer/)
    expect(await breaches('modules/comments/index.ts', "export * from './comment-access'\n")).toHaveLength(1)
  })

  it('passes what the layers allow', async () => {
    expect(
      await breaches(
        'modules/interactions/votes.repository.ts',
        importing('readableBy, unseenPeople', '../../access'),
      ),
    ).toEqual([])
    expect(
      await breaches(
        'modules/comments/use-cases/probe.ts',
        importing('anonymousByDefault', '../../preferences'),
      ),
    ).toEqual([])
    expect(await breaches('access/memory-access.ts', importing('readableBy', './memory-rules'))).toEqual([])
    expect(await breaches('access/probe.ts', importing('queryRows', '../lib/query-rows'))).toEqual([])
    expect(await breaches('plugins/probe.ts', importing('readableBy', '../access/index'))).toEqual([])
    expect(
      await breaches(
        'modules/memories/index.ts',
        "export { createMemorySubject } from './memory-subject.repository'\n",
      ),
    ).toEqual([])
    expect(
      await breaches('modules/memories/list.ts', importing('listedScopes', './memory-list-statements')),
    ).toEqual([])
    // Tests check the layer from outside, and may look inside it.
    expect(await breaches('access/probe.test.ts', importing('listableBy', './memory-rules'))).toEqual([])
    expect(
      await breaches(
        'modules/memories/probe.test.ts',
        importing('connected', '../../access/people-relations'),
      ),
    ).toEqual([])
  })
})
