import { sql, type SQL } from 'drizzle-orm'
import { blockedFromComment, type Id } from '../../db/people-relations'

/**
 * Whether `viewer` (null: a visitor) may read comment `c` when moderation set it aside (SPEC §10):
 * its author alone, who is also told why. For everyone else it reads as a deleted comment, kept only
 * while it has replies they may see, so those replies keep their place.
 */
export function shownTo(c: string, viewer: Id | null): SQL {
  const state = sql.raw(`${c}.moderation_state`)
  if (viewer === null) return sql`${state} is null`
  return sql`(${state} is null or ${sql.raw(`${c}.author_id`)} = ${viewer})`
}

/**
 * A live comment `reader` (null: a visitor) may see and act on (SPEC §6): not deleted, shown to them
 * (`shownTo`), and not behind a block between its named author and them (an anonymous memory's
 * author's comment is there for everyone, decision 036). Its memory is checked apart, by the
 * memories' rule. The one definition interactions and reports use.
 */
export function liveCommentFor(reader: Id | null, c: string): SQL {
  const live = sql`${sql.raw(`${c}.deleted_at`)} is null and ${shownTo(c, reader)}`
  return reader === null ? live : sql`${live} and not ${blockedFromComment(reader, c)}`
}
