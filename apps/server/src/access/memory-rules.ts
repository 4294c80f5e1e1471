import { sql, type SQL } from 'drizzle-orm'
import { blockedEitherWayOf, connected, connectionsOf, type Id, unseenPeople } from './people-relations'

/**
 * Whether the memory `m` may be read by the person with id `reader` (SPEC §5.1, §6): public memories
 * by anyone, connections-only ones by the author's connections, every memory by its author; a named
 * one never across a block, either way; while moderation holds, hides or removes it, by its author
 * alone. An anonymous memory reads the same whatever the reader is to its author: a block that hid
 * it would say whose it is (decision 036). Moderators read what everyone reads: a private memory is
 * a journal (decision 021); the queue shows them what was reported. Computed in the statement that
 * reads the memory (`readable` of hydrate). The people blocked either way are read once per
 * statement as an array (m.author_id is never null), not probed for each memory it checks.
 */
export function readableBy(reader: Id | null): SQL {
  if (reader === null) return sql`(m.visibility = 'public' and m.moderation_state is null)`
  return sql`(m.author_id = ${reader} or (m.moderation_state is null
    and (m.visibility = 'public' or (m.visibility = 'connections' and ${connected(reader, sql`m.author_id`)}))
    and (m.anonymous or not (m.author_id = any(${blockedEitherWayOf(reader)})))))`
}

/**
 * What lists may show the reader besides public memories: their own and their connections'
 * connections-only ones; never the named ones of people blocked either way or muted, nor those
 * they hid. Anonymous ones stay whoever wrote them: a mute that took them away would tell the
 * muter which are that person's (decision 036). `people` arrays are computed once per statement
 * (see people-relations.ts). `m` is the memory; `reader` the viewer's id (a value or a slot); `id`,
 * `author` and `visibility` the memory's columns as the statement's scan reads them (a tag link's
 * `memory_id` stands for `m.id` where the scan walks the links). The memories module builds its
 * lists (newest, top, search) around it.
 */
export function listableBy(reader: SQL, id: SQL, author: SQL, visibility: SQL): SQL {
  return sql`(${visibility} = 'public' or ${author} = ${reader} or ${author} = any(${connectionsOf(reader)}))
    and (m.anonymous or not (${author} = any(${unseenPeople(reader)})))
    and not exists (select 1 from memory_hides h where h.user_id = ${reader} and h.memory_id = ${id})`
}

/**
 * How the reader's newest list differs from every visitor's (public memories not set aside), from
 * the memory `floor` up, as rows `(id, change)`: -1 for a public memory `listableBy` leaves out for
 * them (a named one of someone unseen, one they hid), +1 for a connections-only one it adds (theirs,
 * their connections'). The same rule as `listableBy`, read from the few rows where it differs
 * rather than from every row (a member's page far down the list, decision 079): the people unseen
 * through memories_author_idx, the hides through their key, the connections-only memories through
 * memories_connections_idx. deep-pages.test.ts compares the pages both give.
 */
export function listDifference(reader: SQL, floor: SQL): SQL {
  return sql`select x.id, -1 as change from (
      select m.id from memories m where m.author_id = any(${unseenPeople(reader)}) and m.id >= ${floor}
        and m.visibility = 'public' and m.moderation_state is null and not m.anonymous
      union
      select m.id from memory_hides h join memories m on m.id = h.memory_id
      where h.user_id = ${reader} and h.memory_id >= ${floor} and m.visibility = 'public' and m.moderation_state is null
    ) x
    union all
    select m.id, 1 from memories m
    where m.visibility = 'connections' and m.moderation_state is null and m.id >= ${floor}
      and (m.author_id = ${reader} or m.author_id = any(${connectionsOf(reader)}))
      and ${listableBy(reader, sql`m.id`, sql`m.author_id`, sql`m.visibility`)}`
}
