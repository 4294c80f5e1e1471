import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COMMENT_PATHS } from '@kindred/contract/comments'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { INTERACTION_PATHS, type MeTooPage, type VotersPage } from '@kindred/contract/interactions'
import { MEMORY_PATHS, type MemoryCard } from '@kindred/contract/memories'
import { MODERATION_QUEUE_PATHS, type QueuePage } from '@kindred/contract/moderation-queue'
import type { Notification } from '@kindred/contract/notifications'
import { comment, commentsOf } from '../../../test/comment-fixtures'
import { meToo, quickPerson, react } from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import { decide, report, violationReason } from '../../../test/moderation-fixtures'
import { allNotifications, buildNotificationsApp } from '../../../test/notification-fixtures'
import type { TestBrowser } from '../../../test/test-browser'
import { users } from '../../db/schema'

// Block semantics on anonymous memories (SPEC §6, decision 036). When A has blocked C, what C does
// on A's anonymous memory is accepted exactly as from anyone (else the answer would tell C whose it
// is) and never reaches A under C's name: A does not see it, and is not told of it. Everyone else
// sees it as they would (hiding it from them too would let C check, from a second account, whether
// the author blocked them). A's named memories stay hidden from C, and reports keep working.

const { app } = await buildNotificationsApp()
const a = await quickPerson(app, 'author')
const c = await quickPerson(app, 'blocked')
const d = await quickPerson(app, 'neutral')
const third = await quickPerson(app, 'reader')
// C and D act under their names, votes included (listed only when they say so: decision 057).
for (const named of [c, d]) await named.browser.patch(CONNECTION_PATHS.settings, { listed_as_voter: true })
const moderator = await quickPerson(app, 'moderator')
await app.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id))

const phraseId = async (type: string) =>
  (
    (await d.browser.get(`${INTERACTION_PATHS.feedbackList}?type=${type}`)).json() as {
      results: { id: number }[]
    }
  ).results[0]!.id
const violation = await violationReason(d.browser)

expect((await c.browser.post(CONNECTION_PATHS.block(c.publicId))).statusCode).toBe(403)
expect((await a.browser.post(CONNECTION_PATHS.block(c.publicId))).statusCode).toBe(200)

/**
 * Everything a person can do on someone's anonymous memory, in one order, with the status of each
 * answer: the same list from C and from D is the point.
 */
async function actOn(person: TestBrowser, link: string, authorComment: string) {
  const statuses: Record<string, number> = {}
  const run = async (name: string, res: Promise<{ statusCode: number }>) =>
    (statuses[name] = (await res).statusCode)
  await run('me too', react(person, meToo(link, { note: 'It was like this for me too.' })))
  await run('love', react(person, { target: 'memory', shareable_link: link, reaction: 'love' }))
  await run('vote', person.post(INTERACTION_PATHS.vote, { shareable_link: link }))
  await run(
    'comment',
    person.post(COMMENT_PATHS.create, { shareable_link: link, body: 'I hear you.', anonymous: false }),
  )
  await run(
    'reply',
    person.post(COMMENT_PATHS.create, {
      shareable_link: link,
      body: 'Thank you.',
      parent_id: authorComment,
      anonymous: false,
    }),
  )
  await run(
    'love the comment',
    react(person, { target: 'comment', comment_id: Number(authorComment), reaction: 'love' }),
  )
  await run(
    'kind words',
    person.post(INTERACTION_PATHS.feedback, { feedback_id: await phraseId('memory'), shareable_link: link }),
  )
  await run('ask to connect', person.post(CONNECTION_PATHS.request, { shareable_link: link }))
  await run(
    'report',
    person.post('/api/v1/report/', { target_kind: 1, target: link, reason_id: violation.id }),
  )
  return statuses
}

/** A's notifications that name `someone`. */
const naming = (notes: Notification[], someone: { publicId: string }) =>
  notes.filter((n) => n.actors.people.some((p) => p.public_id === someone.publicId))

describe("what a person A blocked does on A's anonymous memory", () => {
  it('is accepted exactly as from anyone, and never reaches A under their name', async () => {
    const ofC = await share(a.browser, { title: 'What I never said', anonymous: true })
    const ofD = await share(a.browser, { title: 'What I never said', anonymous: true })
    const authorSays = async (link: string) => (await comment(a.browser, link, 'The author: thank you.')).id
    const [cAuthorComment, dAuthorComment] = [
      await authorSays(ofC.shareable_link),
      await authorSays(ofD.shareable_link),
    ]
    const before = await allNotifications(a.browser)

    const fromC = await actOn(c.browser, ofC.shareable_link, cAuthorComment)
    const fromD = await actOn(d.browser, ofD.shareable_link, dAuthorComment)
    expect(fromC).toEqual(fromD)
    expect(fromC).toMatchObject({
      'me too': 201,
      comment: 201,
      reply: 201,
      report: 201,
      'ask to connect': 403,
    })

    // A sees D in every list and is told, and sees nothing of C.
    const after = await allNotifications(a.browser)
    expect(naming(after, d).length).toBeGreaterThan(0)
    expect(naming(after, c)).toEqual([])
    const aboutC = after.filter((n) => n.target.memory?.shareable_link === ofC.shareable_link)
    const aboutCBefore = before.filter((n) => n.target.memory?.shareable_link === ofC.shareable_link)
    // Only the kind words, which never name anyone, reach A as they would from anyone (decision 036).
    expect(aboutC.map((n) => [n.type, n.actors.people])).toEqual([['feedback', []]])
    expect(aboutCBefore).toEqual([])
    const meToos = async (link: string) =>
      ((await a.browser.get(INTERACTION_PATHS.meToos(link))).json() as MeTooPage).results.map(
        (t) => t.giver?.public_id,
      )
    expect(await meToos(ofC.shareable_link)).toEqual([])
    expect(await meToos(ofD.shareable_link)).toEqual([d.publicId])
    const commenters = async (browser: TestBrowser, link: string) =>
      (await commentsOf(browser, link)).results
        .flatMap((x) => [x, ...x.replies])
        .map((x) => x.author?.public_id ?? 'the author')
    expect(await commenters(a.browser, ofC.shareable_link)).toEqual(['the author'])
    expect(await commenters(a.browser, ofD.shareable_link)).toEqual([d.publicId, 'the author', d.publicId])
    const voters = async (link: string) =>
      (
        (await a.browser.get(`${INTERACTION_PATHS.voters}?shareable_link=${link}`)).json() as VotersPage
      ).results.map((v) => v.public_id)
    expect(await voters(ofC.shareable_link)).toEqual([])
    expect(await voters(ofD.shareable_link)).toEqual([d.publicId])

    // Everyone else reads C's comment as anyone's; so does C.
    expect(await commenters(third.browser, ofC.shareable_link)).toEqual([
      c.publicId,
      'the author',
      c.publicId,
    ])
    expect(await commenters(c.browser, ofC.shareable_link)).toEqual([c.publicId, 'the author', c.publicId])
  })

  it('reaches the moderators, who can act on it as on anything reported', async () => {
    const memory = await share(a.browser, { title: 'Reported by someone blocked', anonymous: true })
    const said = await comment(a.browser, memory.shareable_link, 'The author again.')
    await report(c.browser, { target_kind: 1, target: memory.shareable_link, reason_id: violation.id })
    await report(c.browser, { target_kind: 2, target: said.id, reason_id: violation.id })
    const queue = (await moderator.browser.get(MODERATION_QUEUE_PATHS.queue)).json() as QueuePage
    expect(queue.results.map((item) => item.subject.id)).toEqual(
      expect.arrayContaining([memory.shareable_link, said.id]),
    )
    await decide(moderator.browser, {
      subject_kind: 'memory',
      subject_id: memory.shareable_link,
      decision: 'hide',
      rule: violation.slug,
    })
    expect((await third.browser.get(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(404)
  })
})

describe("A's named memories", () => {
  it('stay hidden from the person A blocked, on every way to read them', async () => {
    const named = await share(a.browser, { title: 'Under my name' })
    const hidden = (links: string[]) => expect(links).not.toContain(named.shareable_link)
    const linksOf = async (browser: TestBrowser, url: string) =>
      ((await browser.get(url)).json() as { results: MemoryCard[] }).results.map((m) => m.shareable_link)
    expect((await c.browser.get(MEMORY_PATHS.details(named.hash_id))).statusCode).toBe(404)
    const bulk = (
      await c.browser.get(`${MEMORY_PATHS.bulk}?shareable_links=${named.shareable_link}`)
    ).json() as {
      missing: string[]
    }
    expect(bulk.missing).toEqual([named.shareable_link])
    const everyList = [
      `${MEMORY_PATHS.feed}?limit=100`,
      `${MEMORY_PATHS.feed}?limit=100&sort=top`,
      MEMORY_PATHS.snippets(1, 100),
      `${MEMORY_PATHS.search}?q=name&limit=100`,
      MEMORY_PATHS.userMemories(a.publicId, 5),
    ]
    for (const url of everyList) hidden(await linksOf(c.browser, url))
    expect((await c.browser.get(COMMENT_PATHS.list(named.shareable_link, 1))).statusCode).toBe(404)
    // The same reads find it for anyone else: the checks above can fail.
    expect((await d.browser.get(MEMORY_PATHS.details(named.hash_id))).statusCode).toBe(200)
    for (const url of everyList) expect(await linksOf(d.browser, url), url).toContain(named.shareable_link)
  })
})
