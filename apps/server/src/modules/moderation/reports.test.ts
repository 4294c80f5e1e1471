import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MODERATION_PATHS, ReasonListResponseSchema, type ReportReason } from '@kindred/contract/moderation'
import { comments, flags, memories, users, userBlocks } from '../../db/schema/index'
import { buildMemoriesApp, person, share } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// Reasons and reports (SPEC §6): what may be reported, for which reason, and what is kept for the
// moderators. The rate limit is the real one (20 a day).
const { app, mailbox } = await buildMemoriesApp()
const { db } = app.database
const author = await person(app, mailbox)
const reporter = await person(app, mailbox)
const visitor = new TestBrowser(app)

async function reasons(kind: number): Promise<ReportReason[]> {
  const res = await visitor.get(MODERATION_PATHS.reasons(kind))
  expect(res.statusCode, res.body).toBe(200)
  return ReasonListResponseSchema.parse(res.json()).results
}
const memoryReasons = await reasons(1)
const violation = memoryReasons.find((r) => r.slug === 'harassment')!
const personal = memoryReasons.find((r) => r.kind === 'personal')!

const flagsOn = (kind: 'memory' | 'comment' | 'person', id: number) =>
  db
    .select()
    .from(flags)
    .where(and(eq(flags.subjectKind, kind), eq(flags.subjectId, id)))

const idOf = async (link: string) =>
  (await db.select({ id: memories.id }).from(memories).where(eq(memories.shareableLink, link)))[0]!.id

describe('reasons', () => {
  it('offers each kind of target its own reasons, violations and personal ones, to anyone', async () => {
    expect(memoryReasons.map((r) => r.kind)).toContain('violation')
    expect(memoryReasons.map((r) => r.kind)).toContain('personal')
    expect((await reasons(3)).map((r) => r.slug)).toContain('impersonation')
    expect(memoryReasons.map((r) => r.slug)).not.toContain('impersonation')
    // Guide comments keep the reasons their report page offers.
    expect((await reasons(4)).map((r) => r.slug)).toEqual(
      expect.arrayContaining(['harmful', 'harassment', 'spam', 'personal-information', 'other']),
    )
  })

  it('answers 422 for a target kind that does not exist', async () => {
    for (const kind of ['0', '5', 'memory', '1.5']) {
      expect((await visitor.get(MODERATION_PATHS.reasons(kind))).statusCode).toBe(422)
    }
  })
})

describe('reporting', () => {
  it('keeps a violation once per person, with the text as it was, for the moderators', async () => {
    const memory = await share(author.browser, { title: 'Kept as it was' })
    const body = {
      target_kind: 1,
      target: memory.shareable_link,
      reason_id: violation.id,
      details: 'Please look.',
    }
    const first = await reporter.browser.post(MODERATION_PATHS.report, body)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toEqual({ status: 'received' })
    expect((await reporter.browser.post(MODERATION_PATHS.report, body)).statusCode).toBe(201)
    await author.browser.patch(`/memories/api/v1/memories/${memory.hash_id}/`, { title: 'Changed later' })

    const kept = await flagsOn('memory', await idOf(memory.shareable_link))
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({ reason: 'harassment', note: 'Please look.', flaggerUserId: reporter.id })
    expect(kept[0]!.snapshot).toContain('Kept as it was')
  })

  it('stores nothing for a personal reason and offers the person their own tools instead', async () => {
    const memory = await share(author.browser)
    const res = await reporter.browser.post(MODERATION_PATHS.report, {
      target_kind: 1,
      target: memory.shareable_link,
      reason_id: personal.id,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ status: 'personal', alternatives: ['hide', 'mute', 'block'] })
    expect(await flagsOn('memory', await idOf(memory.shareable_link))).toHaveLength(0)
  })

  it('reports a comment and a person, but never yourself', async () => {
    const memory = await share(author.browser)
    const [comment] = await db
      .insert(comments)
      .values({
        memoryId: await idOf(memory.shareable_link),
        authorId: author.id,
        body: 'A hurtful reply.',
        createdAt: new Date(),
      })
      .returning()
    const commentReason = (await reasons(2)).find((r) => r.slug === 'harassment')!
    const onComment = await reporter.browser.post(MODERATION_PATHS.report, {
      target_kind: 2,
      target: String(comment!.id),
      reason_id: commentReason.id,
    })
    expect(onComment.statusCode, onComment.body).toBe(201)
    expect((await flagsOn('comment', comment!.id))[0]!.snapshot).toBe('A hurtful reply.')

    const impersonation = (await reasons(3)).find((r) => r.slug === 'impersonation')!
    const onPerson = { target_kind: 3, target: author.publicId, reason_id: impersonation.id }
    expect((await reporter.browser.post(MODERATION_PATHS.report, onPerson)).statusCode).toBe(201)
    expect((await flagsOn('person', author.id))[0]!.snapshot).toBe(author.displayName)

    const self = await author.browser.post(MODERATION_PATHS.report, onPerson)
    expect(self.statusCode).toBe(422)
  })

  it('answers 404 for what the reporter cannot see, and stores nothing', async () => {
    const journal = await share(author.browser, { visibility: 'private' })
    const res = await reporter.browser.post(MODERATION_PATHS.report, {
      target_kind: 1,
      target: journal.shareable_link,
      reason_id: violation.id,
    })
    expect(res.statusCode).toBe(404)
    expect(await flagsOn('memory', await idOf(journal.shareable_link))).toHaveLength(0)
    for (const target of ['999999999', 'not-a-number', '0']) {
      const onComment = await reporter.browser.post(MODERATION_PATHS.report, {
        target_kind: 2,
        target,
        reason_id: (await reasons(2))[0]!.id,
      })
      expect(onComment.statusCode).toBe(404)
    }
  })

  it('answers 404 across a block, either way', async () => {
    const memory = await share(author.browser)
    await db
      .insert(userBlocks)
      .values({ blockerId: author.id, blockedId: reporter.id, createdAt: new Date() })
    try {
      const res = await reporter.browser.post(MODERATION_PATHS.report, {
        target_kind: 1,
        target: memory.shareable_link,
        reason_id: violation.id,
      })
      expect(res.statusCode).toBe(404)
    } finally {
      await db.delete(userBlocks).where(eq(userBlocks.blockerId, author.id))
    }
  })

  it('refuses a reason of another kind of target, bad input and visitors, storing nothing', async () => {
    const memory = await share(author.browser)
    const impersonation = (await reasons(3)).find((r) => r.slug === 'impersonation')!
    const bodies = [
      { target_kind: 1, target: memory.shareable_link, reason_id: impersonation.id },
      { target_kind: 1, target: memory.shareable_link, reason_id: 999_999 },
      { target_kind: 4, target: '1', reason_id: violation.id },
      { target_kind: 1, target: memory.shareable_link, reason_id: violation.id, details: 'x'.repeat(501) },
      { target_kind: 1, target: memory.shareable_link, reason_id: violation.id, details: 'bell\u0007' },
      { target_kind: '1', target: memory.shareable_link, reason_id: violation.id },
    ]
    for (const body of bodies) {
      expect(
        (await reporter.browser.post(MODERATION_PATHS.report, body)).statusCode,
        JSON.stringify(body),
      ).toBe(422)
    }
    const anonymous = await visitor.post(MODERATION_PATHS.report, {
      target_kind: 1,
      target: memory.shareable_link,
      reason_id: violation.id,
    })
    expect(anonymous.statusCode).toBe(401)
    expect(await flagsOn('memory', await idOf(memory.shareable_link))).toHaveLength(0)
  })

  it('takes the flags of a memory and of an erased person with them', async () => {
    const other = await person(app, mailbox)
    const memory = await share(other.browser)
    const id = await idOf(memory.shareable_link)
    await reporter.browser.post(MODERATION_PATHS.report, {
      target_kind: 1,
      target: memory.shareable_link,
      reason_id: violation.id,
    })
    const onPerson = (await reasons(3)).find((r) => r.slug === 'harassment')!
    await reporter.browser.post(MODERATION_PATHS.report, {
      target_kind: 3,
      target: other.publicId,
      reason_id: onPerson.id,
    })
    expect(await flagsOn('memory', id)).toHaveLength(1)
    await db.delete(users).where(eq(users.id, other.id))
    expect(await flagsOn('memory', id)).toHaveLength(0)
    expect(await flagsOn('person', other.id)).toHaveLength(0)
  })
})

describe('the report limit', () => {
  it('answers 429 after 20 reports in a day (SPEC §3.6)', async () => {
    const busy = await person(app, mailbox)
    const memory = await share(author.browser)
    const body = { target_kind: 1, target: memory.shareable_link, reason_id: violation.id }
    for (let i = 0; i < 20; i += 1)
      expect((await busy.browser.post(MODERATION_PATHS.report, body)).statusCode).toBe(201)
    expect((await busy.browser.post(MODERATION_PATHS.report, body)).statusCode).toBe(429)
  })
})
