import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { blockedFromComment, type Id, unseenPeople } from './people-relations'

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
 * author's comment is there for everyone, decision 036). Its memory is checked apart, by
 * `readableBy` (memory-rules.ts). The one definition interactions and reports use.
 */
export function liveCommentFor(reader: Id | null, c: string): SQL {
  const live = sql`${sql.raw(`${c}.deleted_at`)} is null and ${shownTo(c, reader)}`
  return reader === null ? live : sql`${live} and not ${blockedFromComment(reader, c)}`
}

/**
 * Whose comments no relation hides on a page: nobody's (null), this person's (the author of an
 * anonymous memory, read before), or `ANONYMOUS_MEMORY_AUTHOR`, the author of the memory `m` of the
 * same statement when it is anonymous.
 */
export const ANONYMOUS_MEMORY_AUTHOR = 'anonymous memory author'
export type Exempt = number | null | typeof ANONYMOUS_MEMORY_AUTHOR

/** Who reads (null: a visitor): their id, or the slot it is given in (db/shaped-statements.ts). */
export type Reader = Id | null

/**
 * Whether the comment `c` may be listed for `viewer` (null: a visitor): not by someone they blocked,
 * who blocked them, or they muted (SPEC §6). Never hidden by a relation: a comment posted without
 * its author's name (decision 057), and those of `exempt`, the author of an anonymous memory, there
 * — hiding them would tell the muter who wrote them.
 */
export function commentListedFor(c: string, viewer: Reader, exempt: Exempt): SQL {
  if (viewer === null) return sql`true`
  const author = sql.raw(`${c}.author_id`)
  const kept =
    exempt === null
      ? sql``
      : exempt === ANONYMOUS_MEMORY_AUTHOR
        ? sql` or (m.anonymous and ${author} = m.author_id)`
        : sql` or ${author} = ${exempt}`
  return sql`(${author} is null or ${sql.raw(`${c}.anonymous`)}
    or not (${author} = any(${unseenPeople(viewer)}))${kept})`
}

/**
 * Whether `reader` reads the comments of the memory `m` as a visitor would (decision 045), as a
 * condition on `m`: a visitor (null) always does; a member when it is public, they did not write it,
 * they wrote no comment on it (so nothing there is theirs, nor a moderation note theirs to see), and
 * nobody they blocked, were blocked by or muted wrote one a visitor's page may hold (deleted ones
 * kept for their replies included), apart from the author of an anonymous memory, whose comments
 * there are listed for everyone. A shared page is taken only under the memory's version read with
 * this (decision 060), so it holds no comment but those these rows hold.
 *
 * The people kept from the reader are looked up one by one in comments_author_memory_idx (a few
 * probes), not found among the memory's comments: PostgreSQL, expecting about one comment a memory,
 * read all 2,208 of the busiest memory at 1M to find none (1.2 ms a request, decision 066). `offset
 * 0` keeps the lateral subquery whole, so it stays a probe per person.
 */
export function readsAsVisitor(reader: Reader): SQL {
  if (reader === null) return sql`true`
  return sql`m.visibility = 'public' and m.author_id <> ${reader}
    and not exists (select 1 from comments c where c.author_id = ${reader} and c.memory_id = m.id)
    and not exists (select 1 from unnest(${unseenPeople(reader)}) p(id) cross join lateral (
      select 1 from comments c where c.author_id = p.id and c.memory_id = m.id
        and not (m.anonymous and c.author_id = m.author_id)
        and (c.moderation_state is null or exists (select 1 from comments r where r.parent_id = c.id))
      offset 0) c)`
}

/**
 * Whether a comment on a report section is shown (SPEC §4.3, §10): to everyone while not hidden (by
 * three flags or a moderator), to nobody once hidden, its author included; it names nobody, so no
 * relation hides it. `hiddenAt` is its table's column.
 */
export const sectionCommentShown = (hiddenAt: SQLWrapper): SQL => sql`${hiddenAt} is null`
