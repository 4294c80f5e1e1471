import { randomBytes } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ask, connect } from '../../test/connection-fixtures'
import { block, comment } from '../../test/comment-fixtures'
import { answer, G, itemIdOf, visitor as guideVisitor } from '../../test/guide-fixtures'
import { buildIdentityApp, GOOD_PASSWORD, newEmail } from '../../test/identity-fixtures'
import { love, meToo, quickPerson, react } from '../../test/interaction-fixtures'
import { liftedLimits } from '../../test/lifted-limits'
import { person, share } from '../../test/memory-fixtures'
import { signInAgain } from '../../test/notification-fixtures'
import { apiOperations, fillPath, type ApiOperation } from '../../test/openapi-routes'
import { browserKeys } from '../../test/push-service'
import { TestBrowser } from '../../test/test-browser'
import { meToos, moderationAppeals, notifications, userBlocks, userMutes, users } from '../db/schema'
import { DEFAULT_RATE_LIMITS, type RateLimitName } from '../rate-limits'

// The authorization matrix of SPEC §11 and security-bar §1.9: every route the app describes at
// /api/docs/json, called by each point of view on A's things, with the status each must get.
// Another person's objects are a 404 (they do not exist for you), role-gated routes a 403, a
// visitor on a signed-in route a 401. A route without a row, or a row without a route, fails.

const ACTORS = ['visitor', 'a', 'b', 'blocked', 'moderator', 'admin'] as const
type Actor = (typeof ACTORS)[number]

/**
 * Route → the status each point of view gets when it addresses A's things (CALLS below says how),
 * in the order of ACTORS:  visitor  a  b  blocked  moderator  admin.  '2xx' is any success.
 * The cells follow SPEC §2, §3, §5–§10 and the routes' code. A memory row addresses A's public
 * memory unless CALLS names the connections-only or the private one. A guide row addresses A's
 * guide session, which is linked to A (A was signed in when it began): it answers only A, and to
 * everyone else its id is one that does not exist, 404 (guide-session-binding.test.ts; only a
 * session without an owner is the visitor's key itself, SPEC §4). Where every cell is the same:
 * - an emailed token is the capability itself (SPEC §3.2): one issued to nobody is a 400 for all
 *   (a mail's unsubscribe link too, whose GET only leads to the web page: 303 for all);
 * - otherwise the route serves public content, or each person their own (account, lists, settings).
 */
// prettier-ignore
const MATRIX: Record<string, string> = {
  'DELETE /api/v1/account':                                                      '401 2xx 2xx 2xx 2xx 2xx',
  'DELETE /api/v1/auth/sessions/{id}':                                           '401 2xx 404 404 404 404',
  'DELETE /api/v1/childhood-trauma-guide/comments/{comment_id}/':                '422 2xx 404 404 404 404',
  'DELETE /api/v1/childhood-trauma-guide/sessions/{session_id}/':                '404 2xx 404 404 404 404',
  'DELETE /api/v1/childhood-trauma-guide/user_answer/{session_id}/{trauma_id}/': '404 2xx 404 404 404 404',
  'DELETE /api/v1/comments/{id}/':                                               '401 2xx 404 404 2xx 2xx',
  'DELETE /api/v1/connect/{id}/':                                                '401 2xx 404 404 404 404',
  'DELETE /api/v1/feedback/':                                                    '401 403 2xx 404 2xx 2xx',
  'DELETE /api/v1/interaction/memory/{hashId}/hide':                             '401 2xx 2xx 404 2xx 2xx',
  'DELETE /api/v1/moderation/moderators/{public_id}':                            '401 403 403 403 403 2xx',
  'DELETE /api/v1/notifications/push-subscriptions':                               '401 2xx 2xx 2xx 2xx 2xx',
  'DELETE /api/v1/reaction/':                                                    '401 403 2xx 404 2xx 2xx',
  'DELETE /api/v1/users/{publicId}/block':                                       '401 403 2xx 2xx 2xx 2xx',
  'DELETE /api/v1/users/{publicId}/mute':                                        '401 403 2xx 2xx 2xx 2xx',
  'DELETE /api/v1/vote/':                                                        '401 403 404 404 404 404',
  'DELETE /memories/api/v1/memories/{hashId}/get-details':                       '401 2xx 404 404 2xx 2xx',
  'GET /api/health':                                                             '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/account/export':                                                  '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/auth/display-name-suggestion':                                    '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/auth/me':                                                         '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/auth/providers':                                                  '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/auth/sessions':                                                   '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/childhood-trauma-guide/comments/list/':                           '403 2xx 403 403 403 403',
  'GET /api/v1/childhood-trauma-guide/comments/section-names/':                  '404 2xx 404 404 404 404',
  'GET /api/v1/childhood-trauma-guide/groups/all/':                              '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/childhood-trauma-guide/groups/by_ids/':                           '404 2xx 404 404 404 404',
  'GET /api/v1/childhood-trauma-guide/report/get/':                              '404 2xx 404 404 404 404',
  'GET /api/v1/childhood-trauma-guide/result-answer/{id}/':                      '404 2xx 404 404 404 404',
  'GET /api/v1/childhood-trauma-guide/sessions/current/':                        '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/childhood-trauma-guide/stats/':                                   '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/childhood-trauma-guide/styles/{a}/{b}/':                          '403 2xx 403 403 403 403',
  'GET /api/v1/childhood-trauma-guide/trauma/{id}/':                             '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/childhood-trauma-guide/traumas/all/':                             '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/childhood-trauma-guide/traumas/type/{type}/':                     '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/childhood-trauma-guide/types/':                                   '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/childhood-trauma-guide/user_answer/list/{session}/':              '404 2xx 404 404 404 404',
  'GET /api/v1/childhood-trauma-guide/vote-page-load/':                          '404 2xx 404 404 404 404',
  'GET /api/v1/comments/list/{shareableLink}/10/{page}':                         '2xx 2xx 2xx 404 2xx 2xx',
  'GET /api/v1/connect/mine/':                                                   '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/connect/settings/':                                               '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/feed/':                                                           '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/feedback/list':                                                   '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/feedback/user-feedback-list':                                     '404 2xx 404 404 404 404',
  'GET /api/v1/help/crisis-lines':                                               '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/interaction/memory/{hashId}/hide':                                '401 2xx 404 404 404 404',
  'GET /api/v1/moderation/appeals/':                                             '401 403 403 403 2xx 2xx',
  'GET /api/v1/moderation/log/':                                                 '401 403 403 403 2xx 2xx',
  'GET /api/v1/moderation/moderators/':                                          '401 403 403 403 403 2xx',
  'GET /api/v1/moderation/queue/':                                               '401 403 403 403 2xx 2xx',
  'GET /api/v1/moderation/suspensions/':                                         '401 403 403 403 2xx 2xx',
  'GET /api/v1/notifications/email/unsubscribe':                                 '303 303 303 303 303 303',
  'GET /api/v1/notifications/settings':                                          '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/notifications/push-subscriptions':                                  '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/notifications/stream':                                            '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/notifications/summary':                                           '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/reaction/get-options':                                            '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/reaction/me-toos/{shareableLink}/':                               '401 2xx 404 404 404 404',
  'GET /api/v1/user-preference/get-options':                                     '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/user-preference/get-user-preferences':                            '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/users/blocked/':                                                  '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/users/muted/':                                                    '401 2xx 2xx 2xx 2xx 2xx',
  'GET /api/v1/vote/get-voters/':                                                '404 2xx 404 404 404 404',
  'GET /memories/api/v1/memories/{hashId}/get-details':                          '404 2xx 404 404 404 404',
  'GET /memories/api/v1/memories/get-details-bulk/':                             '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /memories/api/v1/memory/love/notification/':                              '401 2xx 2xx 2xx 2xx 2xx',
  'GET /memories/api/v1/metoo/love/notification/':                               '401 2xx 2xx 2xx 2xx 2xx',
  'GET /memories/api/v1/metoo/notifications':                                    '401 2xx 2xx 2xx 2xx 2xx',
  'GET /memories/api/v1/my-allowance/':                                          '401 2xx 2xx 2xx 2xx 2xx',
  'GET /memories/api/v1/my-memories/':                                           '401 2xx 2xx 2xx 2xx 2xx',
  'GET /memories/api/v1/search/':                                                '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /memories/api/v1/tags/{kind}/list':                                       '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /memories/api/v1/user_memories/{id}/{limit}/':                            '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /memories/memories-list/snippets-r/{page}/{limit}/':                      '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /notifications/':                                                         '401 2xx 2xx 2xx 2xx 2xx',
  'GET /notifications/{id}/read/':                                               '401 2xx 404 404 404 404',
  'GET /notifications/{id}/seen/':                                               '401 2xx 404 404 404 404',
  'GET /notifications/mark-all-as-seen':                                         '401 2xx 2xx 2xx 2xx 2xx',
  'GET /reason/list/{id}':                                                       '2xx 2xx 2xx 2xx 2xx 2xx',
  'GET /users/preference':                                                       '401 2xx 2xx 2xx 2xx 2xx',
  'PATCH /api/v1/childhood-trauma-guide/comments/{comment_id}/':                 '422 2xx 404 404 404 404',
  'PATCH /api/v1/comments/{id}/':                                                '401 2xx 404 404 404 404',
  'PATCH /api/v1/connect/settings/':                                             '401 2xx 2xx 2xx 2xx 2xx',
  'PATCH /api/v1/notifications/settings':                                        '401 2xx 2xx 2xx 2xx 2xx',
  'PATCH /memories/api/v1/memories/{hashId}/':                                   '401 2xx 404 404 404 404',
  'POST /api/v1/auth/email/change/confirm':                                      '400 400 400 400 400 400',
  'POST /api/v1/auth/email/change/request':                                      '401 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/auth/login':                                                     '2xx 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/auth/logout':                                                    '2xx 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/auth/password/change/confirm':                                   '400 400 400 400 400 400',
  'POST /api/v1/auth/quick-exit':                                                '2xx 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/auth/password/change/request':                                   '401 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/auth/password/forgot':                                           '2xx 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/auth/password/reset':                                            '400 400 400 400 400 400',
  'POST /api/v1/auth/refresh':                                                   '401 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/auth/register':                                                  '2xx 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/auth/resend-verification':                                       '2xx 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/auth/verify-email':                                              '400 400 400 400 400 400',
  'POST /api/v1/notifications/email/unsubscribe':                                '400 400 400 400 400 400',
  'POST /api/v1/childhood-trauma-guide/comments/':                               '2xx 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/childhood-trauma-guide/comments/{comment_id}/report/':           '2xx 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/childhood-trauma-guide/comments/{comment_id}/vote/':             '2xx 403 2xx 2xx 2xx 2xx',
  'POST /api/v1/childhood-trauma-guide/report/generate-complete/':               '404 2xx 404 404 404 404',
  'POST /api/v1/childhood-trauma-guide/report/generate/':                        '404 2xx 404 404 404 404',
  'POST /api/v1/childhood-trauma-guide/sessions/create/':                        '2xx 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/childhood-trauma-guide/user_answer/':                            '404 2xx 404 404 404 404',
  'POST /api/v1/comments/':                                                      '401 2xx 2xx 404 2xx 2xx',
  'POST /api/v1/connect/{id}/accept/':                                           '401 2xx 404 404 404 404',
  'POST /api/v1/connect/{id}/decline/':                                          '401 2xx 404 404 404 404',
  'POST /api/v1/connect/get-connections-list/':                                  '2xx 2xx 2xx 404 2xx 2xx',
  'POST /api/v1/connect/request/':                                               '401 403 2xx 404 2xx 2xx',
  'POST /api/v1/feedback/':                                                      '401 403 2xx 404 2xx 2xx',
  'POST /api/v1/interaction/get-connect-status/':                                '401 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/interaction/get-interaction-status/':                            '401 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/interaction/get-votes-status/':                                  '401 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/moderation/appeal/':                                             '401 2xx 404 404 404 404',
  'POST /api/v1/moderation/appeals/decide/':                                     '401 403 403 403 2xx 2xx',
  'POST /api/v1/moderation/moderators/':                                         '401 403 403 403 403 2xx',
  'POST /api/v1/moderation/queue/decide/':                                       '401 403 403 403 2xx 2xx',
  'POST /api/v1/moderation/suspensions/lift/':                                   '401 403 403 403 2xx 2xx',
  'POST /api/v1/notifications/push-subscriptions':                                 '401 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/reaction/':                                                      '401 403 2xx 404 2xx 2xx',
  'POST /api/v1/report/':                                                        '401 2xx 2xx 404 2xx 2xx',
  'POST /api/v1/user-preference/update':                                         '401 2xx 2xx 2xx 2xx 2xx',
  'POST /api/v1/users/{publicId}/block':                                         '401 403 2xx 2xx 2xx 2xx',
  'POST /api/v1/users/{publicId}/mute':                                          '401 403 2xx 2xx 2xx 2xx',
  'POST /api/v1/vote/':                                                          '401 403 2xx 404 2xx 2xx',
  'POST /memories/api/v1/memories/':                                             '401 2xx 2xx 2xx 2xx 2xx',
  'POST /memories/api/v1/memory/love/mark_as_read/':                             '401 2xx 404 404 404 404',
  'POST /memories/api/v1/metoo/love/mark_as_read/':                              '401 2xx 404 404 404 404',
  'POST /memories/api/v1/metoo/notifications/mark_as_read':                      '401 2xx 404 404 404 404',
}

// Rate limits have their own suites; here they would only turn cells into 429s.
const PUSH_HOST = '127.0.0.1:9'
const { app, mailbox } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits(...(Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[])),
  NEW_ACCOUNT_HOURS: '0',
  PUSH_SERVICE_HOSTS: PUSH_HOST,
})
const { db } = app.database

// The points of view. `blocked` is a person A has blocked (SPEC §6: hidden from each other).
const a = await person(app, mailbox)
const b = await person(app, mailbox)
const blocked = await person(app, mailbox)
const moderator = await person(app, mailbox, 'moderator')
const admin = await person(app, mailbox, 'admin')
const people = { a, b, blocked, moderator, admin }
await block(app, a.id, blocked.id)

// Third people: one who reacts, comments and reports on A's things, and a second moderator whose
// decisions A appeals (an appeal is decided by a moderator other than the one who decided).
const c = await quickPerson(app, 'third')
const mod2 = await person(app, mailbox, 'moderator')

// A's memories, one of each visibility, and A's comment.
const pub = await share(a.browser, { title: 'A public memory' })
const conn = await share(a.browser, { title: 'For connections only', visibility: 'connections' })
const priv = await share(a.browser, { title: 'A journal entry', visibility: 'private' })
const aComment = await comment(a.browser, pub.shareable_link, 'Writing this helped me.')

// A's notifications, one per family: me too, love on the memory, a comment, love back on A's me-too.
const cMemory = await share(c.browser, { title: 'A memory of the third person' })
await react(c.browser, meToo(pub.shareable_link))
await react(c.browser, love(pub.shareable_link))
await comment(c.browser, pub.shareable_link, 'Thank you for writing this.')
await react(a.browser, meToo(cMemory.shareable_link))
const [aMeToo] = await db.select({ id: meToos.id }).from(meToos).where(eq(meToos.userId, a.id))
await react(c.browser, { target: 'me_too', me_too_id: aMeToo!.id, reaction: 'love' })
const noteRows = await db
  .select({ id: notifications.id, family: notifications.family })
  .from(notifications)
  .where(eq(notifications.recipientId, a.id))
const noteOf = (family: string) => {
  const row = noteRows.find((n) => n.family === family)
  if (!row) throw new Error(`A has no ${family} notification`)
  return row.id
}
const notes = {
  meToo: noteOf('me_too'),
  meTooLove: noteOf('me_too_love'),
  memoryLove: noteOf('memory_love'),
  general: noteOf('general'),
}

// Requests to connect addressed to A, one to accept and one to decline.
const toAccept = await ask((await quickPerson(app, 'asker')).browser, pub.shareable_link)
const toDecline = await ask((await quickPerson(app, 'asker')).browser, pub.shareable_link)

// What the catalogs offer: a violation reason for memories, a phrase of each kind.
const reasons = (await c.browser.get('/reason/list/1')).json() as {
  results: { id: number; slug: string; kind: string }[]
}
const violation = reasons.results.find((r) => r.kind === 'violation')!
const phraseOf = async (type: string) =>
  ((await c.browser.get(`/api/v1/feedback/list?type=${type}`)).json() as { results: { id: number }[] })
    .results[0]!.id
const memoryPhrase = await phraseOf('memory')
const commentPhrase = await phraseOf('comment')

/** A memory of A's reported by the third person, so the moderators' queue has it. */
async function reportedMemory() {
  const memory = await share(a.browser, { title: 'A memory someone reported' })
  const res = await c.browser.post('/api/v1/report/', {
    target_kind: 1,
    target: memory.shareable_link,
    reason_id: violation.id,
  })
  if (res.statusCode !== 201) throw new Error(`report failed: ${res.statusCode} ${res.body}`)
  return memory
}

/** A memory of A's that the second moderator hid, which A may appeal. */
async function hiddenMemory() {
  const memory = await reportedMemory()
  const body = {
    subject_kind: 'memory',
    subject_id: memory.shareable_link,
    decision: 'hide',
    rule: violation.slug,
  }
  const res = await mod2.browser.post('/api/v1/moderation/queue/decide/', body)
  if (res.statusCode !== 200) throw new Error(`decide failed: ${res.statusCode} ${res.body}`)
  return memory
}

const appealable = await hiddenMemory()
const appealNote = { subject_kind: 'memory', note: 'It was about my own childhood.' }

// A's guide: a session (linked to A, who was signed in, so it answers only A), an answer, a report
// and a comment. What the others do on A's guide comment, they do with a session of their own.
const aGuide = await guideVisitor(app, a.browser)
const aAnswers = await answer(app, a.browser, aGuide.sessionId, { 'foster-care': 'yes' })
const aReport = (await a.browser.post(`${G}/report/generate/`, { session_id: aGuide.sessionId })).json() as {
  report_id: number
}
async function aGuideComment() {
  const body = {
    session_id: aGuide.sessionId,
    section_slug: 'trauma-foster-care',
    body: 'Walking helped me.',
  }
  const res = await a.browser.post(`${G}/comments/`, body)
  if (res.statusCode !== 201) throw new Error(`guide comment failed: ${res.statusCode} ${res.body}`)
  return (res.json() as { id: number }).id
}
const aGuideCommentId = await aGuideComment()
// Each point of view's own guide session, for what they do on A's guide comment.
const guideOf = {} as Record<Actor, string>
for (const actor of ACTORS)
  guideOf[actor] = (
    await guideVisitor(app, actor === 'visitor' ? new TestBrowser(app) : people[actor].browser)
  ).sessionId
const fosterCare = app.guide.catalog.typeBySlug.get('foster-care')!

/** Path values by name: what addresses A's things unless a row says otherwise. */
const defaults: Record<string, string | number> = {
  hashId: pub.hash_id,
  shareableLink: pub.shareable_link,
  publicId: a.publicId,
  session_id: aGuide.sessionId,
  session: aGuide.sessionId,
  comment_id: aGuideCommentId,
  trauma_id: itemIdOf(app, 'foster-care'),
  kind: 'feelings',
  type: 'foster-care',
  a: 'authoritative',
  b: 'none',
  page: 1,
  limit: 10,
}

interface Context {
  actor: Actor
  /** What `fresh` made for this call. */
  f: Record<string, string | number>
}
interface Call {
  params?: (x: Context) => Record<string, string | number>
  query?: (x: Context) => string
  body?: (x: Context) => unknown
  /** A new subject for each call, for requests that would use up or destroy A's shared ones. */
  fresh?: (x: Context) => Promise<Record<string, string | number>>
  /** A new sign-in for each call: the request ends or rotates the session it comes with. */
  freshSession?: true
  /** Undoes what the row's requests changed, so later rows see the same world. */
  after?: () => Promise<unknown>
  /** Sends it another way than `app.inject` (the live stream never ends). */
  send?: (browser: TestBrowser, url: string) => Promise<number>
}

const TOKEN = 'x'.repeat(43) // well-formed, issued to nobody: emailed tokens are the capability itself
const links = () => ({
  shareable_links: [pub.shareable_link, conn.shareable_link, priv.shareable_link],
})
const moderatorOf = async () => {
  const someone = await quickPerson(app, 'moderator')
  await db.update(users).set({ role: 'moderator' }).where(eq(users.id, someone.id))
  return { public_id: someone.publicId }
}
/**
 * The live stream never ends: its status is read from the headers and the stream dropped. It takes
 * the CSRF value as a query parameter, as the web app's reader does (SPEC §7).
 */
async function streamStatus(browser: TestBrowser, url: string) {
  const csrf = browser.cookies.get('csrfToken')
  const res = await app.inject({
    method: 'GET',
    url: csrf ? `${url}?csrf=${encodeURIComponent(csrf)}` : url,
    cookies: Object.fromEntries(browser.cookies),
    payloadAsStream: true,
  })
  res.stream().destroy()
  return res.statusCode
}

/** How each request addresses A's things, where the defaults above do not say it all. */
const CALLS: Record<string, Call> = {
  'DELETE /api/v1/account': { body: () => ({ password: GOOD_PASSWORD }) },
  'DELETE /api/v1/auth/sessions/{id}': {
    fresh: async () => {
      const other = await signInAgain(app, a.email)
      const { results } = (await other.get('/api/v1/auth/sessions')).json() as {
        results: { id: string; current: boolean }[]
      }
      return { id: results.find((s) => s.current)!.id }
    },
  },
  'DELETE /api/v1/childhood-trauma-guide/comments/{comment_id}/': {
    fresh: async () => ({ comment_id: await aGuideComment() }),
  },
  'DELETE /api/v1/childhood-trauma-guide/sessions/{session_id}/': {
    fresh: async () => ({ session_id: (await guideVisitor(app, a.browser)).sessionId }),
  },
  'DELETE /api/v1/childhood-trauma-guide/user_answer/{session_id}/{trauma_id}/': {
    fresh: async () => {
      const { sessionId } = await guideVisitor(app, a.browser)
      await answer(app, a.browser, sessionId, { 'foster-care': 'yes' })
      return { session_id: sessionId }
    },
  },
  'DELETE /api/v1/comments/{id}/': {
    fresh: async () => ({ id: (await comment(a.browser, pub.shareable_link, 'A comment to delete.')).id }),
  },
  'DELETE /api/v1/connect/{id}/': {
    fresh: async () => ({ id: (await connect(await quickPerson(app, 'friend'), a)).id }),
  },
  'DELETE /api/v1/feedback/': {
    body: () => ({ feedback_id: commentPhrase, comment_id: Number(aComment.id) }),
  },
  'DELETE /api/v1/interaction/memory/{hashId}/hide': {},
  'DELETE /api/v1/moderation/moderators/{public_id}': { fresh: moderatorOf },
  'DELETE /api/v1/reaction/': {
    body: () => ({ target: 'comment', comment_id: Number(aComment.id), reaction: 'love' }),
  },
  'DELETE /api/v1/notifications/push-subscriptions': { body: () => ({ all: true }) },
  'DELETE /api/v1/vote/': { body: () => ({ shareable_link: conn.shareable_link }) },
  'DELETE /memories/api/v1/memories/{hashId}/get-details': {
    fresh: async () => ({ hashId: (await share(a.browser, { title: 'A memory to delete' })).hash_id }),
  },
  'GET /api/v1/childhood-trauma-guide/comments/list/': { query: () => `google_id=${a.publicId}` },
  'GET /api/v1/childhood-trauma-guide/comments/section-names/': {
    query: () => `report_id=${aReport.report_id}&session_id=${aGuide.sessionId}`,
  },
  'GET /api/v1/childhood-trauma-guide/groups/by_ids/': {
    query: () => `group_ids=1&session_id=${aGuide.sessionId}`,
  },
  'GET /api/v1/childhood-trauma-guide/report/get/': {
    query: () => `report_id=${aReport.report_id}&session_id=${aGuide.sessionId}`,
  },
  'GET /api/v1/childhood-trauma-guide/result-answer/{id}/': {
    params: () => ({ id: aAnswers['foster-care']! }),
    query: () => `session_id=${aGuide.sessionId}`,
  },
  'GET /api/v1/childhood-trauma-guide/styles/{a}/{b}/': { query: () => `google_id=${a.publicId}` },
  'GET /api/v1/childhood-trauma-guide/trauma/{id}/': { params: () => ({ id: fosterCare.id }) },
  'GET /api/v1/childhood-trauma-guide/vote-page-load/': { query: () => `session_id=${aGuide.sessionId}` },
  'GET /api/v1/feedback/list': { query: () => 'type=memory' },
  'GET /api/v1/feedback/user-feedback-list': { query: () => `shareable_link=${conn.shareable_link}` },
  'GET /api/v1/interaction/memory/{hashId}/hide': { params: () => ({ hashId: priv.hash_id }) },
  'GET /api/v1/notifications/email/unsubscribe': { query: () => `token=${TOKEN}` },
  'GET /api/v1/notifications/stream': { send: streamStatus },
  'GET /api/v1/vote/get-voters/': { query: () => `shareable_link=${priv.shareable_link}` },
  'GET /memories/api/v1/memories/{hashId}/get-details': { params: () => ({ hashId: conn.hash_id }) },
  'GET /memories/api/v1/memories/get-details-bulk/': {
    query: () => `shareable_links=${[pub, conn, priv].map((m) => m.shareable_link).join(',')}`,
  },
  'GET /memories/api/v1/user_memories/{id}/{limit}/': { params: () => ({ id: a.publicId, limit: 5 }) },
  'GET /notifications/{id}/read/': { params: () => ({ id: notes.general }) },
  'GET /notifications/{id}/seen/': { params: () => ({ id: notes.general }) },
  'GET /reason/list/{id}': { params: () => ({ id: 1 }) },
  'PATCH /api/v1/childhood-trauma-guide/comments/{comment_id}/': {
    body: () => ({ body: 'What helped me most.' }),
  },
  'PATCH /api/v1/comments/{id}/': {
    params: () => ({ id: aComment.id }),
    body: () => ({ body: 'Writing this helped me a lot.' }),
  },
  'PATCH /api/v1/connect/settings/': { body: () => ({ listed_as_voter: true }) },
  'PATCH /api/v1/notifications/settings': { body: () => ({ types: { comment: true } }) },
  // Each their own device, on a push service listed for this app where nothing listens (no push leaves).
  'POST /api/v1/notifications/push-subscriptions': {
    body: () => {
      const { p256dh, auth } = browserKeys()
      return {
        endpoint: `http://${PUSH_HOST}/push/${randomBytes(8).toString('hex')}`,
        keys: { p256dh, auth },
      }
    },
  },
  'PATCH /memories/api/v1/memories/{hashId}/': { body: () => ({ title: 'A public memory, edited' }) },
  'POST /api/v1/auth/email/change/confirm': { body: () => ({ token: TOKEN }) },
  'POST /api/v1/auth/email/change/request': {
    body: () => ({ new_email: newEmail('moved'), current_password: GOOD_PASSWORD }),
  },
  'POST /api/v1/auth/login': {
    freshSession: true,
    body: () => ({ email: a.email, password: GOOD_PASSWORD }),
  },
  'POST /api/v1/auth/logout': { freshSession: true },
  'POST /api/v1/auth/quick-exit': { freshSession: true, body: () => ({ shared_device: false }) },
  'POST /api/v1/auth/password/change/confirm': { body: () => ({ token: TOKEN, password: GOOD_PASSWORD }) },
  'POST /api/v1/auth/password/change/request': { body: () => ({ current_password: GOOD_PASSWORD }) },
  'POST /api/v1/auth/password/forgot': { body: () => ({ email: a.email }) },
  'POST /api/v1/auth/password/reset': { body: () => ({ token: TOKEN, password: GOOD_PASSWORD }) },
  'POST /api/v1/auth/refresh': { freshSession: true },
  'POST /api/v1/auth/register': { body: () => ({ email: newEmail('new'), password: GOOD_PASSWORD }) },
  'POST /api/v1/auth/resend-verification': { body: () => ({ email: a.email }) },
  'POST /api/v1/auth/verify-email': { body: () => ({ token: TOKEN }) },
  'POST /api/v1/notifications/email/unsubscribe': { query: () => `token=${TOKEN}` },
  'POST /api/v1/childhood-trauma-guide/comments/': {
    body: (x) => ({ session_id: guideOf[x.actor], section_slug: 'trauma-foster-care', body: 'Me as well.' }),
  },
  // Three reports hold a comment until reviewed (SPEC §10): each report is on a comment of its own.
  'POST /api/v1/childhood-trauma-guide/comments/{comment_id}/report/': {
    fresh: async () => ({ comment_id: await aGuideComment() }),
    body: (x) => ({ session_id: guideOf[x.actor], reason: 'spam' }),
  },
  'POST /api/v1/childhood-trauma-guide/comments/{comment_id}/vote/': {
    body: (x) => ({ session_id: guideOf[x.actor] }),
  },
  'POST /api/v1/childhood-trauma-guide/report/generate-complete/': {
    body: () => ({ session_id: aGuide.sessionId }),
  },
  'POST /api/v1/childhood-trauma-guide/report/generate/': { body: () => ({ session_id: aGuide.sessionId }) },
  'POST /api/v1/childhood-trauma-guide/sessions/create/': { body: () => ({ consent: true }) },
  'POST /api/v1/childhood-trauma-guide/user_answer/': {
    body: () => ({ session_id: aGuide.sessionId, trauma_id: itemIdOf(app, 'foster-care'), value: 'yes' }),
  },
  'POST /api/v1/comments/': {
    body: () => ({ shareable_link: pub.shareable_link, body: 'This is mine too.' }),
  },
  'POST /api/v1/connect/{id}/accept/': { params: () => ({ id: toAccept.id }) },
  'POST /api/v1/connect/{id}/decline/': { params: () => ({ id: toDecline.id }) },
  'POST /api/v1/connect/get-connections-list/': { body: () => ({ shareable_link: pub.shareable_link }) },
  'POST /api/v1/connect/request/': { body: () => ({ shareable_link: pub.shareable_link }) },
  'POST /api/v1/feedback/': {
    body: () => ({ feedback_id: memoryPhrase, shareable_link: pub.shareable_link }),
  },
  'POST /api/v1/interaction/get-connect-status/': { body: links },
  'POST /api/v1/interaction/get-interaction-status/': { body: links },
  'POST /api/v1/interaction/get-votes-status/': { body: links },
  'POST /api/v1/moderation/appeal/': {
    body: () => ({ ...appealNote, subject_id: appealable.shareable_link }),
  },
  'POST /api/v1/moderation/appeals/decide/': {
    fresh: async () => {
      const memory = await hiddenMemory()
      const res = await a.browser.post('/api/v1/moderation/appeal/', {
        ...appealNote,
        subject_id: memory.shareable_link,
      })
      if (res.statusCode !== 201) throw new Error(`appeal failed: ${res.statusCode} ${res.body}`)
      const [row] = await db
        .select({ id: moderationAppeals.id })
        .from(moderationAppeals)
        .orderBy(desc(moderationAppeals.id))
        .limit(1)
      return { appeal_id: row!.id }
    },
    body: (x) => ({ appeal_id: x.f.appeal_id, outcome: 'uphold' }),
  },
  'POST /api/v1/moderation/moderators/': {
    body: () => ({ email: a.email }),
    after: () => db.update(users).set({ role: 'user' }).where(eq(users.id, a.id)),
  },
  'POST /api/v1/moderation/queue/decide/': {
    fresh: async () => ({ link: (await reportedMemory()).shareable_link }),
    body: (x) => ({ subject_kind: 'memory', subject_id: x.f.link, decision: 'dismiss' }),
  },
  'POST /api/v1/moderation/suspensions/lift/': {
    fresh: async () => {
      const someone = await quickPerson(app, 'suspended')
      await db
        .update(users)
        .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
        .where(eq(users.id, someone.id))
      return { public_id: someone.publicId }
    },
    body: (x) => ({ public_id: x.f.public_id }),
  },
  'POST /api/v1/reaction/': { body: () => meToo(pub.shareable_link) },
  'POST /api/v1/report/': {
    fresh: async () => ({ link: (await share(a.browser, { title: 'A memory to report' })).shareable_link }),
    body: (x) => ({ target_kind: 1, target: x.f.link, reason_id: violation.id }),
  },
  'POST /api/v1/user-preference/update': { body: () => ({ safety_filters: [] }) },
  'POST /api/v1/users/{publicId}/block': {
    after: () => db.delete(userBlocks).where(eq(userBlocks.blockedId, a.id)),
  },
  'POST /api/v1/users/{publicId}/mute': {
    after: () => db.delete(userMutes).where(eq(userMutes.mutedId, a.id)),
  },
  'POST /api/v1/vote/': { body: () => ({ shareable_link: pub.shareable_link }) },
  'POST /memories/api/v1/memories/': {
    body: () => ({ title: 'Another memory', body: 'x'.repeat(40), mt: 1 }),
  },
  'POST /memories/api/v1/memory/love/mark_as_read/': { body: () => ({ ids: [notes.memoryLove] }) },
  'POST /memories/api/v1/metoo/love/mark_as_read/': { body: () => ({ ids: [notes.meTooLove] }) },
  'POST /memories/api/v1/metoo/notifications/mark_as_read': { body: () => ({ id: notes.meToo }) },
}

const operations = await apiOperations(app)
const byKey = new Map(operations.map((op) => [op.key, op]))

/** Where to send one call, and with what. */
async function sendOne(op: ApiOperation, call: Call, actor: Actor): Promise<number> {
  const x: Context = { actor, f: {} }
  if (call.fresh) x.f = await call.fresh(x)
  const values = Object.fromEntries(
    Object.entries({ ...defaults, ...x.f, ...call.params?.(x) }).map(([k, v]) => [k, String(v)]),
  )
  const query = call.query?.(x)
  const url = `${fillPath(op.path, values)}${query ? `?${query}` : ''}`
  const browser =
    actor === 'visitor'
      ? new TestBrowser(app)
      : call.freshSession
        ? await signInAgain(app, people[actor].email)
        : people[actor].browser.clone() // cookies a response sets stay with this one call
  if (call.send) return call.send(browser, url)
  const res = await browser.request(op.method, url, { body: call.body?.(x) })
  return res.statusCode
}

/** The row as it came out, in the MATRIX's own words ('2xx' where a success was expected). */
async function runRow(key: string, want: string): Promise<string> {
  const op = byKey.get(key)!
  const call = CALLS[key] ?? {}
  const cells = want.split(' ')
  const got: string[] = []
  for (const [i, actor] of ACTORS.entries()) {
    const status = await sendOne(op, call, actor)
    got.push(cells[i] === '2xx' && status >= 200 && status < 300 ? '2xx' : String(status))
  }
  await call.after?.()
  return got.join(' ')
}

// Erasing the accounts ends every point of view, so it goes last; everything else in table order.
const ERASE = 'DELETE /api/v1/account'
const order = [...Object.keys(MATRIX).filter((key) => key !== ERASE), ERASE].filter((key) => byKey.has(key))

describe('the authorization matrix', () => {
  it('has one row for every route the app describes, and none for a route that is gone', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(operations.map((o) => o.key).sort())
    for (const key of Object.keys(CALLS)) expect(Object.keys(MATRIX)).toContain(key)
  })

  it.each(order)('%s', async (key) => {
    const want = MATRIX[key]!
    expect(`${key}  ${await runRow(key, want)}`).toBe(`${key}  ${want}`)
  })
})
