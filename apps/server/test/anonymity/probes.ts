import { COMMENT_PATHS } from '@kindred/contract/comments'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { NOTIFICATION_PATHS, type Notification } from '@kindred/contract/notifications'
import type { TestBrowser } from '../test-browser'
import { observed, type Observed } from './answers'
import type { Subject } from './world'

/** What every probe may use: the viewer's browser and the catalog values the requests name. */
export interface ProbeContext {
  browser: TestBrowser
  memoryPhrase: number
  commentPhrase: number
  violation: number
  tagId: number
}

/** Requests about one memory; the answer is compared whole (normalized). */
export interface MemoryProbe {
  name: string
  /** The operations of the OpenAPI description it calls, by key. */
  routes: string[]
  /** Its status on the public memory with no relation: the probe does reach what it means to. */
  expected: number
  run: (x: ProbeContext, s: Subject) => Promise<Observed>
}

/** A list or export; only its parts about each memory are compared (see entriesAbout). */
export interface ListProbe {
  name: string
  routes: string[]
  /** Whether the public memory is in it: the comparison then compares something. */
  holdsPublic: boolean
  /** Whether the viewer's own memory with the comments without a name (`hosted`) is in it. */
  holdsHosted?: boolean
  run: (x: ProbeContext) => Promise<Observed>
}

const get = async (x: ProbeContext, url: string) => observed(await x.browser.get(url))
const post = async (x: ProbeContext, url: string, body: unknown) => observed(await x.browser.post(url, body))
const del = async (x: ProbeContext, url: string, body?: unknown) =>
  observed(await x.browser.delete(url, body))
const commentIds = (s: Subject) =>
  [s.authorComment, s.thirdComment, s.viewerComment, s.unnamedComment, s.unnamedReply]
    .filter(Boolean)
    .map(Number)
const NONE = '999999999'

/** Everything a person can read about one memory, call by call. */
export const MEMORY_READS: MemoryProbe[] = [
  {
    name: 'details',
    expected: 200,
    routes: ['GET /memories/api/v1/memories/{hashId}/get-details'],
    run: (x, s) => get(x, MEMORY_PATHS.details(s.hash)),
  },
  {
    name: 'bulk of one',
    expected: 200,
    routes: ['GET /memories/api/v1/memories/get-details-bulk/'],
    run: (x, s) => get(x, `${MEMORY_PATHS.bulk}?shareable_links=${s.link}`),
  },
  {
    name: 'comments',
    expected: 200,
    routes: ['GET /api/v1/comments/list/{shareableLink}/10/{page}'],
    run: (x, s) => get(x, COMMENT_PATHS.list(s.link, 1)),
  },
  {
    name: 'me-toos (its author only)',
    expected: 404,
    routes: ['GET /api/v1/reaction/me-toos/{shareableLink}/'],
    run: (x, s) => get(x, INTERACTION_PATHS.meToos(s.link)),
  },
  {
    name: 'voters',
    expected: 200,
    routes: ['GET /api/v1/vote/get-voters/'],
    run: (x, s) => get(x, `${INTERACTION_PATHS.voters}?limit=10&page=1&shareable_link=${s.link}`),
  },
  {
    name: 'kind words on the memory',
    expected: 200,
    routes: ['GET /api/v1/feedback/user-feedback-list'],
    run: (x, s) => get(x, `${INTERACTION_PATHS.userFeedback}?shareable_link=${s.link}`),
  },
  {
    name: "kind words on the author's comment",
    expected: 200,
    routes: ['GET /api/v1/feedback/user-feedback-list'],
    run: (x, s) => get(x, `${INTERACTION_PATHS.userFeedback}?comment_id=${s.authorComment ?? NONE}`),
  },
  {
    name: 'kind words on the comment without a name',
    expected: 404,
    routes: ['GET /api/v1/feedback/user-feedback-list'],
    run: (x, s) => get(x, `${INTERACTION_PATHS.userFeedback}?comment_id=${s.unnamedComment ?? NONE}`),
  },
  {
    name: 'connect status',
    expected: 200,
    routes: ['POST /api/v1/interaction/get-connect-status/'],
    run: (x, s) => post(x, CONNECTION_PATHS.status, { shareable_links: [s.link] }),
  },
  {
    name: 'votes status',
    expected: 200,
    routes: ['POST /api/v1/interaction/get-votes-status/'],
    run: (x, s) => post(x, INTERACTION_PATHS.votesStatus, { shareable_links: [s.link] }),
  },
  {
    name: 'interaction status',
    expected: 200,
    routes: ['POST /api/v1/interaction/get-interaction-status/'],
    run: (x, s) =>
      post(x, INTERACTION_PATHS.interactionStatus, { shareable_links: [s.link], comment_ids: commentIds(s) }),
  },
  {
    name: 'people connected through it',
    expected: 200,
    routes: ['POST /api/v1/connect/get-connections-list/'],
    run: (x, s) => post(x, CONNECTION_PATHS.list, { shareable_link: s.link, page: 1 }),
  },
]

const families = [
  NOTIFICATION_PATHS.meToo,
  NOTIFICATION_PATHS.meTooLove,
  NOTIFICATION_PATHS.memoryLove,
  NOTIFICATION_PATHS.general,
]

/** Every list a memory can be in, and every answer that gathers things from many memories. */
export const LIST_READS: ListProbe[] = [
  {
    name: 'feed',
    holdsPublic: true,
    routes: ['GET /api/v1/feed/'],
    run: (x) => get(x, `${MEMORY_PATHS.feed}?limit=100`),
  },
  {
    name: 'feed, top',
    holdsPublic: true,
    routes: ['GET /api/v1/feed/'],
    run: (x) => get(x, `${MEMORY_PATHS.feed}?limit=100&sort=top`),
  },
  {
    name: 'snippets',
    holdsPublic: true,
    routes: ['GET /memories/memories-list/snippets-r/{page}/{limit}/'],
    run: (x) => get(x, MEMORY_PATHS.snippets(1, 100)),
  },
  {
    name: 'snippets with a tag',
    holdsPublic: true,
    routes: ['GET /memories/memories-list/snippets-r/{page}/{limit}/'],
    run: (x) => get(x, `${MEMORY_PATHS.snippets(1, 100)}?tag_ids=${x.tagId}`),
  },
  {
    name: 'search',
    holdsPublic: true,
    routes: ['GET /memories/api/v1/search/'],
    run: (x) => get(x, `${MEMORY_PATHS.search}?q=verandah&limit=100`),
  },
  {
    name: 'search, newest, with a tag',
    holdsPublic: true,
    routes: ['GET /memories/api/v1/search/'],
    run: (x) => get(x, `${MEMORY_PATHS.search}?q=verandah&sort=newest&tag_ids=${x.tagId}&limit=100`),
  },
  {
    name: 'my memories',
    holdsPublic: false,
    holdsHosted: true,
    routes: ['GET /memories/api/v1/my-memories/'],
    run: (x) => get(x, MEMORY_PATHS.mine),
  },
  ...families.map((path) => ({
    name: `notifications ${path}`,
    // The viewer hears of the authors' love back and replies, and of the comments without a name.
    holdsPublic: path === NOTIFICATION_PATHS.meTooLove || path === NOTIFICATION_PATHS.general,
    holdsHosted: path === NOTIFICATION_PATHS.general,
    routes: [`GET ${path}`],
    run: (x: ProbeContext) => get(x, `${path}?limit=100`),
  })),
  {
    name: 'connections',
    holdsPublic: false,
    routes: ['GET /api/v1/connect/mine/'],
    run: (x) => get(x, CONNECTION_PATHS.mine),
  },
  {
    name: 'export',
    holdsPublic: true,
    holdsHosted: true,
    routes: ['GET /api/v1/account/export'],
    run: (x) => get(x, '/api/v1/account/export'),
  },
]

/**
 * Give, take back and give again (one route, POST then DELETE then POST): the answers of each, and
 * the state left, must be alike.
 */
const givenTakenGiven = (
  name: string,
  path: string,
  body: (x: ProbeContext, s: Subject) => unknown,
): MemoryProbe[] =>
  (['POST', 'DELETE', 'POST'] as const).map((method) => ({
    name: `${method} ${name}`,
    expected: method === 'POST' ? 201 : 200,
    routes: [`${method} ${path}`],
    run: (x, s) => (method === 'POST' ? post : del)(x, path, body(x, s)),
  }))

/** Which comment on the memory a probe acts on: the id the world or an earlier probe kept, or none. */
type CommentOf = (s: Subject) => string | undefined
const idOf = (comment: CommentOf, s: Subject) => comment(s) ?? NONE

/** A named reply to a comment; its id kept as the viewer's reply, which a later probe deletes. */
const replyTo = (name: string, parent: CommentOf, body: string): MemoryProbe => ({
  name,
  expected: 201,
  routes: ['POST /api/v1/comments/'],
  run: async (x, s) => {
    const answer = await post(x, COMMENT_PATHS.create, {
      shareable_link: s.link,
      body,
      parent_id: idOf(parent, s),
      anonymous: false,
    })
    if (answer.status === 201) s.viewerReply = (answer.body as { id: string }).id
    return answer
  },
})

const loveOn = (comment: CommentOf) => (_x: ProbeContext, s: Subject) => ({
  target: 'comment',
  comment_id: Number(idOf(comment, s)),
  reaction: 'love',
})

const commentProbe = (
  name: string,
  expected: number,
  route: string,
  run: (x: ProbeContext, s: Subject) => Promise<Observed>,
): MemoryProbe => ({ name, expected, routes: [route], run })

const kindWordsOn = (name: string, comment: CommentOf) =>
  commentProbe(name, 201, 'POST /api/v1/feedback/', (x, s) =>
    post(x, INTERACTION_PATHS.feedback, {
      feedback_id: x.commentPhrase,
      comment_id: Number(idOf(comment, s)),
    }),
  )

const reportComment = (name: string, comment: CommentOf) =>
  commentProbe(name, 201, 'POST /api/v1/report/', (x, s) =>
    post(x, '/api/v1/report/', { target_kind: 2, target: idOf(comment, s), reason_id: x.violation }),
  )

const editComment = (name: string, comment: CommentOf, body: string, expected: number) =>
  commentProbe(name, expected, 'PATCH /api/v1/comments/{id}/', async (x, s) =>
    observed(await x.browser.patch(COMMENT_PATHS.one(idOf(comment, s)), { body })),
  )

const deleteComment = (name: string, comment: CommentOf, expected: number) =>
  commentProbe(name, expected, 'DELETE /api/v1/comments/{id}/', (x, s) =>
    del(x, COMMENT_PATHS.one(idOf(comment, s))),
  )

/**
 * What the viewer does on a memory, in this order on each one: every write whose answer is about
 * the memory or what is on it. Each answer is compared, and the reads after them too.
 */
export const MEMORY_WRITES: MemoryProbe[] = [
  ...givenTakenGiven('love', INTERACTION_PATHS.reaction, (x, s) => ({
    target: 'memory',
    shareable_link: s.link,
    reaction: 'love',
  })),
  {
    name: 'me too again (kept as it was)',
    expected: 200,
    routes: ['POST /api/v1/reaction/'],
    run: (x, s) =>
      post(x, INTERACTION_PATHS.reaction, { target: 'memory', shareable_link: s.link, reaction: 'me_too' }),
  },
  ...givenTakenGiven('vote', INTERACTION_PATHS.vote, (x, s) => ({ shareable_link: s.link })),
  {
    name: 'comment',
    expected: 201,
    routes: ['POST /api/v1/comments/'],
    run: async (x, s) => {
      const answer = await post(x, COMMENT_PATHS.create, {
        shareable_link: s.link,
        body: 'Still thinking of this.',
        // A named comment (left out, it would be unnamed: decision 057): a named act never reaches a blocker.
        anonymous: false,
      })
      if (answer.status === 201) s.viewerComment = (answer.body as { id: string }).id
      return answer
    },
  },
  editComment('edit the comment', (s) => s.viewerComment, 'Still thinking of it.', 200),
  replyTo("reply to the author's comment", (s) => s.authorComment, 'Thank you.'),
  replyTo("reply to a third person's comment", (s) => s.thirdComment, 'Me as well.'),
  deleteComment('delete the reply', (s) => s.viewerReply, 204),
  ...givenTakenGiven(
    "love on the author's comment",
    INTERACTION_PATHS.reaction,
    loveOn((s) => s.authorComment),
  ),
  ...givenTakenGiven('kind words', INTERACTION_PATHS.feedback, (x, s) => ({
    feedback_id: x.memoryPhrase,
    shareable_link: s.link,
  })),
  kindWordsOn("kind words on the author's comment", (s) => s.authorComment),
  {
    name: 'ask to connect',
    // Refused alike: asking from an anonymous memory would tie it to its author.
    expected: 403,
    routes: ['POST /api/v1/connect/request/'],
    run: (x, s) => post(x, CONNECTION_PATHS.request, { shareable_link: s.link, message: 'Could we talk?' }),
  },
  {
    name: 'report the memory',
    expected: 201,
    routes: ['POST /api/v1/report/'],
    run: (x, s) => post(x, '/api/v1/report/', { target_kind: 1, target: s.link, reason_id: x.violation }),
  },
  reportComment("report the author's comment", (s) => s.authorComment),
  {
    name: 'hide it',
    expected: 200,
    routes: ['GET /api/v1/interaction/memory/{hashId}/hide'],
    run: (x, s) => get(x, MEMORY_PATHS.hide(s.hash)),
  },
  {
    name: 'show it again',
    expected: 200,
    routes: ['DELETE /api/v1/interaction/memory/{hashId}/hide'],
    run: (x, s) => del(x, MEMORY_PATHS.hide(s.hash)),
  },
  {
    name: 'edit it (not theirs)',
    expected: 404,
    routes: ['PATCH /memories/api/v1/memories/{hashId}/'],
    run: async (x, s) => observed(await x.browser.patch(MEMORY_PATHS.edit(s.hash), { title: 'Mine now' })),
  },
  {
    name: 'delete it (not theirs)',
    expected: 404,
    routes: ['DELETE /memories/api/v1/memories/{hashId}/get-details'],
    run: (x, s) => del(x, MEMORY_PATHS.details(s.hash)),
  },
]

/**
 * What the viewer does on their own memory (`hosted`) about the comment and reply an author left
 * there without their name (decision 057): a relation to that author may neither hide them nor
 * refuse a reply, a love, kind words or a report. In this order, each answer compared.
 */
export const UNNAMED_COMMENT_WRITES: MemoryProbe[] = [
  replyTo('reply to the comment without a name', (s) => s.unnamedComment, 'Then you know.'),
  ...givenTakenGiven(
    'love on the comment without a name',
    INTERACTION_PATHS.reaction,
    loveOn((s) => s.unnamedComment),
  ),
  commentProbe('love on the reply without a name', 201, 'POST /api/v1/reaction/', (x, s) =>
    post(x, INTERACTION_PATHS.reaction, loveOn((s) => s.unnamedReply)(x, s)),
  ),
  kindWordsOn('kind words on the comment without a name', (s) => s.unnamedComment),
  reportComment('report the reply without a name', (s) => s.unnamedReply),
  editComment('edit the comment without a name (not theirs)', (s) => s.unnamedComment, 'Mine now.', 404),
  deleteComment('delete the reply without a name (not theirs)', (s) => s.unnamedReply, 404),
]

/**
 * Marking the viewer's notifications of comments about a memory seen and read: the author's reply
 * on the public memory; the comment and reply without a name on the viewer's own (`hosted`).
 */
export const COMMENT_NOTIFICATION_MARKS: MemoryProbe[] = [
  {
    name: 'mark the reply seen',
    expected: 200,
    routes: ['GET /notifications/{id}/seen/'],
    run: async (x, s) =>
      get(x, NOTIFICATION_PATHS.seen((await about(x, NOTIFICATION_PATHS.general, s))[0] ?? 999999999)),
  },
  {
    name: 'mark the reply read',
    expected: 200,
    routes: ['GET /notifications/{id}/read/'],
    run: async (x, s) =>
      get(x, NOTIFICATION_PATHS.read((await about(x, NOTIFICATION_PATHS.general, s))[0] ?? 999999999)),
  },
]

/**
 * Marking the viewer's notifications about a memory read and seen: the one family the viewer has
 * in each (love back on their me too, and the author's reply).
 */
export const NOTIFICATION_MARKS: MemoryProbe[] = [
  {
    name: 'mark the love back read',
    expected: 200,
    routes: ['POST /memories/api/v1/metoo/love/mark_as_read/'],
    run: async (x, s) =>
      post(x, NOTIFICATION_PATHS.meTooLoveRead, { ids: await about(x, NOTIFICATION_PATHS.meTooLove, s) }),
  },
  ...COMMENT_NOTIFICATION_MARKS,
]

/** The ids of the viewer's notifications of a family about the memory. */
async function about(x: ProbeContext, family: string, s: Subject): Promise<number[]> {
  const page = (await x.browser.get(`${family}?limit=100`)).json() as { results: Notification[] }
  return page.results
    .filter((n) => n.link.includes(s.hash) || n.target.memory?.shareable_link === s.link)
    .map((n) => n.id)
}
