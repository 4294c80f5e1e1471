import { afterAll, describe, expect, it } from 'vitest'
import { COMMENT_PATHS } from '@kindred/contract/comments'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { entriesAbout, normalized, observed, type Names, type Observed } from '../../test/anonymity/answers'
import { comparer, probeContext, readEverything } from '../../test/anonymity/compare'
import { LIST_READS, type ProbeContext } from '../../test/anonymity/probes'
import { buildWorld, KINDS, relate, RELATIONS, type Side, type Someone } from '../../test/anonymity/world'
import { buildTestApp } from '../../test/build-test-app'
import { comment } from '../../test/comment-fixtures'
import { liftedLimits } from '../../test/lifted-limits'
import { startMailbox } from '../../test/mailbox'
import { share } from '../../test/memory-fixtures'
import { moderatorNamed, reportAndHide, violationReason } from '../../test/moderation-fixtures'
import { openTestDatabase } from '../../test/test-database'
import { TestBrowser } from '../../test/test-browser'
import { DEFAULT_RATE_LIMITS, type RateLimitName } from '../rate-limits'

// Issue 35: the anonymity property of decision 036 across two instances on one database, with
// their caches on and writes in between. A viewer's view must not depend on their relation to an
// author, nor on which instance answers, nor on who read before them.
//
// Each relation's world is built with the relation not yet made. A visitor, the third person and
// the viewer read everything through both instances (so every cache holds copies from before). Then,
// through the first instance, the relation is made and both authors change memories alike: a named
// one becomes anonymous with new words, an anonymous one is edited, one is made private, one deleted,
// one hidden by a moderator. The viewer reads everything again, each request going to the next
// instance in turn: every answer about the author's memories must equal the same about the control's,
// and none may still hold the words from before or a name on a memory that became anonymous.
// On PostgreSQL the two instances are two apps with their own connections to one database; on PGlite
// two apps in one process on the same database, each with its own caches.

const mailbox = await startMailbox()
afterAll(() => mailbox.close())
const env = {
  SMTP_URL: mailbox.url,
  RATE_LIMITS: liftedLimits(...(Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[])),
  NEW_ACCOUNT_HOURS: '0',
  // Copies live a minute, longer than the test: nothing it sees may depend on their running out.
  VISITOR_CACHE_MS: '60000',
}
const database = await openTestDatabase()
const first = await buildTestApp({ env, database })
// PGlite belongs to one process: there the second app shares the first's database and leaves its
// closing to the first.
const second = await buildTestApp({
  env,
  database: database.reopen ? await database.reopen() : { ...database, close: async () => {} },
})
const instances = [first, second]

/** Words only the memories before the writes hold, and those they hold after. */
const BEFORE = {
  title: 'Waiting by the gate',
  body: 'A lantern hung by the gate and we waited under it.',
}
const AFTER = {
  title: 'The harbour in winter',
  body: 'In winter the harbour froze and nobody came to fetch us.',
}
// A memory's link keeps the words of its first title ("waiting-by-the-gate-…"): not matched here.
const STALE_WORD = /lantern|Waiting by the gate/

/** The memories each author changes after the caches hold them, by what happens to them. */
const CHANGES = ['made anonymous', 'edited', 'made private', 'deleted', 'hidden by a moderator'] as const
type Change = (typeof CHANGES)[number]
type Changed = Record<Change, Memory>

async function changedMemoriesOf(side: Side, third: Someone, tagId: number): Promise<Changed> {
  const made = {} as Changed
  for (const change of CHANGES) {
    const memory = await share(side.person.browser, {
      ...BEFORE,
      anonymous: change !== 'made anonymous',
      tag_ids: [tagId],
    })
    // Comments too, so the comment pages are in the caches.
    await comment(third.browser, memory.shareable_link, 'We had a light like that.')
    made[change] = memory
  }
  return made
}

/** Everything a reader can read about these memories, twice, so each instance answers every request. */
async function readAll(browser: TestBrowser, x: ProbeContext, memories: Memory[]) {
  for (let round = 0; round < 2; round++) {
    for (const memory of memories) {
      await browser.get(MEMORY_PATHS.details(memory.hash_id))
      await browser.get(COMMENT_PATHS.list(memory.shareable_link, 1))
    }
    await browser.get(
      `${MEMORY_PATHS.bulk}?shareable_links=${memories.map((m) => m.shareable_link).join(',')}`,
    )
    for (const probe of LIST_READS) await probe.run({ ...x, browser })
  }
}

async function change(side: Side, memories: Changed, moderator: Someone, third: Someone) {
  const edit = (memory: Memory, body: object) =>
    side.person.browser.patch(MEMORY_PATHS.edit(memory.hash_id), body)
  expect((await edit(memories['made anonymous'], { ...AFTER, anonymous: true })).statusCode).toBe(200)
  expect((await edit(memories.edited, AFTER)).statusCode).toBe(200)
  expect((await edit(memories['made private'], { visibility: 'private' })).statusCode).toBe(200)
  const deleted = await side.person.browser.delete(MEMORY_PATHS.details(memories.deleted.hash_id))
  expect(deleted.statusCode).toBe(204)
  const rule = await violationReason(third.browser)
  await reportAndHide(
    third.browser,
    moderator.browser,
    memories['hidden by a moderator'].shareable_link,
    rule,
  )
}

const names = (memory: Memory): Names => ({ link: memory.shareable_link, hash: memory.hash_id })

/**
 * What the viewer reads about one changed memory: its page, its comments and the bulk of it alone,
 * each asked twice in a row, so that both instances answer it.
 */
async function readOne(browser: TestBrowser, memory: Memory): Promise<Observed[]> {
  const urls = [
    MEMORY_PATHS.details(memory.hash_id),
    COMMENT_PATHS.list(memory.shareable_link, 1),
    `${MEMORY_PATHS.bulk}?shareable_links=${memory.shareable_link}`,
  ]
  const answers: Observed[] = []
  for (const url of urls) for (let i = 0; i < 2; i++) answers.push(observed(await browser.get(url)))
  return answers
}

describe('across two instances with their caches on, no answer tells the relation, the instance or who read first', () => {
  for (const relation of RELATIONS) {
    it(
      relation,
      async () => {
        const world = await buildWorld(first, relation, { relateNow: false })
        const moderator = await moderatorNamed(first, 'moderator')
        const changed = {
          author: await changedMemoriesOf(world.author, world.third, world.tagId),
          control: await changedMemoriesOf(world.control, world.third, world.tagId),
        }
        const all = [...Object.values(changed.author), ...Object.values(changed.control)]
        const x = await probeContext(world)

        // Who read before: a visitor, the third person and the viewer, through both instances.
        const visitor = new TestBrowser(first).across(instances)
        for (const reader of [
          visitor,
          world.third.browser.across(instances),
          world.viewer.browser.across(instances),
        ])
          await readAll(reader, x, all)

        // Through the first instance: the relation, then the same changes by both authors.
        for (const someone of [
          world.viewer,
          world.author.person,
          world.control.person,
          world.third,
          moderator,
        ])
          someone.browser.across([first])
        await relate(world.viewer, world.author, relation)
        await change(world.author, changed.author, moderator, world.third)
        await change(world.control, changed.control, moderator, world.third)

        // The viewer reads, each request through the next instance.
        world.viewer.browser.across(instances)
        const kinds = relation === 'connected' ? KINDS.filter((kind) => kind !== 'connections') : KINDS
        const compare = comparer(world, kinds)
        const differences = compare.differences
        for (const what of CHANGES) {
          const [a, b] = [changed.author[what], changed.control[what]]
          const [left, right] = [
            await readOne(world.viewer.browser, a),
            await readOne(world.viewer.browser, b),
          ]
          const same =
            JSON.stringify(left.map((o) => normalized(o, names(a)))) ===
            JSON.stringify(right.map((o) => normalized(o, names(b))))
          if (!same)
            differences.push(
              `${what}: the author's ${JSON.stringify(left)} the control's ${JSON.stringify(right)}`,
            )
          const expected = what === 'made anonymous' || what === 'edited' ? 200 : 404
          if (right[0]!.status !== expected)
            differences.push(`${what}: the control's memory answered ${right[0]!.status}, not ${expected}`)
        }
        // Every list twice in a row: each instance answers it.
        for (const probe of LIST_READS)
          for (const answer of [await probe.run(x), await probe.run(x)]) {
            for (const what of CHANGES) {
              const [a, b] = [names(changed.author[what]), names(changed.control[what])]
              const [left, right] = [entriesAbout(answer.body, a), entriesAbout(answer.body, b)]
              if (JSON.stringify(left) !== JSON.stringify(right))
                differences.push(`${probe.name}, ${what}: listed differently`)
            }
            if (STALE_WORD.test(JSON.stringify(answer.body)))
              differences.push(`${probe.name}: words from before the edits`)
          }
        // Nothing from before: the old words, or a name on the memory that became anonymous.
        for (const side of [world.author, world.control]) {
          const made = side === world.author ? changed.author : changed.control
          const text = JSON.stringify(await readOne(world.viewer.browser, made['made anonymous']))
          if (text.includes(side.person.displayName) || text.includes(side.person.publicId))
            differences.push(`the memory made anonymous still names ${side.person.displayName}`)
          if (STALE_WORD.test(text))
            differences.push('the memory made anonymous still holds its words from before')
          if (STALE_WORD.test(JSON.stringify(await readOne(world.viewer.browser, made.edited))))
            differences.push('the edited memory still holds its words from before')
        }
        // Then everything the viewer can ask about the world's memories, reads and writes.
        await readEverything(second, world, x, compare, kinds, 'across two instances')
        expect(differences, differences.join('\n')).toEqual([])
      },
      240_000,
    )
  }
})
