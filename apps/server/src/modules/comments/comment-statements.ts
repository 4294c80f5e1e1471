import { eq, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { memoryNamed, type Naming } from '../../db/own-rows'
import { comments } from '../../db/schema/index'

// The comments table as the other modules' statements name it (decision 077): a love or kind word
// on a comment is read in its own statement with the comment, joined as `c`, the alias the access
// layer's `liveCommentFor` reads; the table is named here, by its owner.

/** `comments c`, to select from. */
export const commentsAsC = sql`comments c`

/** A comment's loves as its count trigger keeps them (0 for a comment gone). */
export async function commentLoveCount(tx: Db, commentId: number): Promise<number> {
  const [row] = await tx
    .select({ count: comments.loveCount })
    .from(comments)
    .where(eq(comments.id, commentId))
  return Number(row?.count ?? 0)
}

/** Names, in an export, the comment a row is about and its memory (select `memoryLink`). */
export const commentNamed = (commentId: PgColumn): Naming[] => [
  [comments, eq(comments.id, commentId)],
  memoryNamed(comments.memoryId),
]
