import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { GuideCommentListResponseSchema, GuideCommentSchema } from '@kindred/contract/comments-sections'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue'
import { flags, guideComments, users } from '../../db/schema/index'
import { sha256 } from '../../lib/secrets'
import { buildGuideApp, G, visitor } from '../../../test/guide-fixtures'
import { quickPerson } from '../../../test/interaction-fixtures'
import { flagContent, HIDE_AFTER_FLAGS } from './index'
import { decided } from '../../../test/moderation-fixtures'

// The rule of SPEC §10, driven through the guide comment API (the first subject that can be
// flagged): open flags from three different people hide the subject until a moderator looks.
const { app, clock } = await buildGuideApp()
const { db } = app.database

type Person = Awaited<ReturnType<typeof visitor>>

async function commentBy(writer: Person, body = 'Something unkind.') {
  const res = await writer.browser.post(`${G}/comments/`, {
    session_id: writer.sessionId,
    section_slug: 'summary',
    body,
  })
  expect(res.statusCode, res.body).toBe(201)
  return GuideCommentSchema.parse(res.json())
}

const flag = async (who: Person, commentId: number) => {
  const res = await who.browser.post(`${G}/comments/${commentId}/report/`, {
    session_id: who.sessionId,
    reason: 'harmful',
    note: 'Please look.',
  })
  expect(res.statusCode, res.body).toBe(202)
}

async function isListed(commentId: number) {
  const res = await app.inject({ method: 'GET', url: `${G}/comments/list/?section_slug=summary` })
  return GuideCommentListResponseSchema.parse(res.json()).results.some((c) => c.id === commentId)
}

const flagsOf = (commentId: number) =>
  db
    .select()
    .from(flags)
    .where(and(eq(flags.subjectKind, 'guide_comment'), eq(flags.subjectId, commentId)))

describe('flags hide a subject after three open flags from different people', () => {
  it('hides a guide comment at the third different flagger, and stores each flag with a snapshot', async () => {
    const comment = await commentBy(await visitor(app))
    const flaggers = [await visitor(app), await visitor(app), await visitor(app)]
    await flag(flaggers[0]!, comment.id)
    await flag(flaggers[1]!, comment.id)
    expect(await isListed(comment.id)).toBe(true)
    await flag(flaggers[2]!, comment.id)
    expect(await isListed(comment.id)).toBe(false)

    const stored = await flagsOf(comment.id)
    expect(stored).toHaveLength(HIDE_AFTER_FLAGS)
    expect(stored.every((f) => f.snapshot === 'Something unkind.' && f.reason === 'harmful')).toBe(true)
    expect(stored.every((f) => f.note === 'Please look.' && f.resolvedAt === null)).toBe(true)
    const [row] = await db.select().from(guideComments).where(eq(guideComments.id, comment.id))
    expect(row!.hiddenAt).toEqual(clock.now())
  })

  it('counts the same flagger once, however often they flag', async () => {
    const comment = await commentBy(await visitor(app))
    const insistent = await visitor(app)
    for (let i = 0; i < 4; i++) await flag(insistent, comment.id)
    await flag(await visitor(app), comment.id)
    expect(await flagsOf(comment.id)).toHaveLength(2)
    expect(await isListed(comment.id)).toBe(true)
  })

  it('does not count flags a moderator has resolved', async () => {
    const comment = await commentBy(await visitor(app))
    await flag(await visitor(app), comment.id)
    await flag(await visitor(app), comment.id)
    await db
      .update(flags)
      .set({ resolvedAt: clock.now() })
      .where(and(eq(flags.subjectKind, 'guide_comment'), eq(flags.subjectId, comment.id)))
    await flag(await visitor(app), comment.id)
    await flag(await visitor(app), comment.id)
    expect(await isListed(comment.id)).toBe(true)
    await flag(await visitor(app), comment.id)
    expect(await isListed(comment.id)).toBe(false)
  })

  it('says so through the use case, which only stores the flag', async () => {
    const subjectId = 987_654
    const deps = { db, clock }
    const input = { subjectKind: 'guide_comment' as const, subjectId, reason: 'spam', snapshot: 'x' }
    expect(await flagContent(deps, { ...input, flagger: 'session:1', flaggerUserId: null })).toEqual({
      hide: false,
    })
    expect(await flagContent(deps, { ...input, flagger: 'session:1', flaggerUserId: null })).toEqual({
      hide: false,
    })
    expect(await flagContent(deps, { ...input, flagger: 'session:2', flaggerUserId: null })).toEqual({
      hide: false,
    })
    expect(await flagContent(deps, { ...input, flagger: 'session:3', flaggerUserId: null })).toEqual({
      hide: true,
    })
    const stored = await flagsOf(subjectId)
    expect(stored.map((f) => f.flaggerKey).sort()).toEqual(
      ['session:1', 'session:2', 'session:3'].map(sha256).sort(),
    )
  })

  it('goes with the comment: deleting it deletes its flags', async () => {
    const writer = await visitor(app)
    const comment = await commentBy(writer)
    await flag(await visitor(app), comment.id)
    expect(await flagsOf(comment.id)).toHaveLength(1)
    const res = await writer.browser.delete(`${G}/comments/${comment.id}/?session_id=${writer.sessionId}`)
    expect(res.statusCode).toBe(204)
    expect(await flagsOf(comment.id)).toHaveLength(0)
  })
})

describe('a moderator decides', () => {
  it('shows a guide comment its flags hid again when the moderator dismisses the reports', async () => {
    const comment = await commentBy(await visitor(app), 'Said in good faith.')
    for (const flagger of [await visitor(app), await visitor(app), await visitor(app)])
      await flag(flagger, comment.id)
    expect(await isListed(comment.id)).toBe(false)

    const moderator = await quickPerson(app, 'moderator')
    await db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id))
    const res = await moderator.browser.post(MODERATION_QUEUE_PATHS.decide, {
      subject_kind: 'guide_comment',
      subject_id: String(comment.id),
      decision: 'dismiss',
    })
    expect(res.json()).toEqual(decided('dismiss', 3, false))
    expect(await isListed(comment.id)).toBe(true)
    expect((await flagsOf(comment.id)).every((f) => f.resolvedAt !== null)).toBe(true)
  })

  it('keeps a guide comment hidden, or deletes it, when the moderator hides or removes it', async () => {
    const moderator = await quickPerson(app, 'moderator')
    await db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id))
    const kept = await commentBy(await visitor(app), 'Hidden for good.')
    const gone = await commentBy(await visitor(app), 'Removed for good.')
    await flag(await visitor(app), kept.id)
    await flag(await visitor(app), gone.id)
    expect(await isListed(kept.id)).toBe(true)

    const decide = (id: number, decision: 'hide' | 'remove') =>
      moderator.browser.post(MODERATION_QUEUE_PATHS.decide, {
        subject_kind: 'guide_comment',
        subject_id: String(id),
        decision,
        rule: 'harmful',
      })
    // A guide comment is anonymous: nobody to appeal, so nothing waits.
    expect((await decide(kept.id, 'hide')).json()).toEqual(decided('hide', 1, false))
    expect((await decide(gone.id, 'remove')).json()).toEqual(decided('remove', 1, false))

    expect(await isListed(kept.id)).toBe(false)
    expect(await isListed(gone.id)).toBe(false)
    const rows = await db.select().from(guideComments).where(eq(guideComments.id, kept.id))
    expect(rows[0]!.hiddenAt).not.toBeNull()
    expect(await db.select().from(guideComments).where(eq(guideComments.id, gone.id))).toEqual([])
    expect(await flagsOf(gone.id)).toEqual([])
  })
})
