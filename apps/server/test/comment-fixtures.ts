import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { COMMENT_PATHS, type Comment, type CommentList } from '@kindred/contract/comments'
import { connections, userBlocks, userMutes } from '../src/db/schema'
import { buildMemoriesApp } from './memory-fixtures'
import type { TestBrowser } from './test-browser'

/** The app with the memory and comment limits lifted (the comments' own has its own test). */
export async function buildCommentsApp(env: Record<string, string> = {}) {
  return buildMemoriesApp(env, ['commentsPerUser'])
}

/** Posts a comment or a reply; fails the test on anything but 201. */
export async function comment(
  browser: TestBrowser,
  shareableLink: string,
  body: string,
  parentId?: string,
): Promise<Comment> {
  // Under the commenter's name, as these tests mean (left out, it would be without: decision 057).
  const res = await browser.post(COMMENT_PATHS.create, {
    shareable_link: shareableLink,
    body,
    anonymous: false,
    ...(parentId === undefined ? {} : { parent_id: parentId }),
  })
  if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`)
  return res.json() as Comment
}

/** A page of a memory's comments as `browser` sees it; fails the test on anything but 200. */
export async function commentsOf(
  browser: TestBrowser,
  shareableLink: string,
  page = 1,
): Promise<CommentList> {
  const res = await browser.get(COMMENT_PATHS.list(shareableLink, page))
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`)
  return res.json() as CommentList
}

// People's relations, written straight to their tables (the connections module has its own tests).

export async function connect(app: FastifyInstance, a: number, b: number) {
  await app.database.db.insert(connections).values({
    userLow: Math.min(a, b),
    userHigh: Math.max(a, b),
    requesterId: a,
    status: 'connected',
    createdAt: new Date(),
    respondedAt: new Date(),
  })
}

export async function block(app: FastifyInstance, blocker: number, blocked: number) {
  await app.database.db
    .insert(userBlocks)
    .values({ blockerId: blocker, blockedId: blocked, createdAt: new Date() })
}

export async function mute(app: FastifyInstance, muter: number, muted: number) {
  await app.database.db.insert(userMutes).values({ muterId: muter, mutedId: muted, createdAt: new Date() })
}

export async function unblock(app: FastifyInstance, blocker: number, blocked: number) {
  await app.database.db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)))
}
