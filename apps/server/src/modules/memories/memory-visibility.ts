import { sql, type SQL } from 'drizzle-orm'
import { blockedEitherWay, connected, connectionsOf, unseenPeople } from '../../db/people-relations'

/** Who is reading: a signed-in person (SPEC §3.5 "sends authentication") or, when null, a visitor. */
export interface Viewer {
  userId: number
  role: 'user' | 'moderator' | 'admin'
}

export const isModerator = (viewer: Viewer | null) => viewer?.role === 'moderator' || viewer?.role === 'admin'

/**
 * Whether the memory `m` may be read by the person with id `reader` (SPEC §5.1, §6): public memories
 * by anyone, connections-only ones by the author's connections, every memory by its author; never
 * across a block, either way; while moderation holds, hides or removes it, by its author alone.
 * Moderators read what everyone reads: a private memory is a journal (decision 021); the queue shows
 * them what was reported. Computed in the statement that reads the memory (`readable` of hydrate).
 */
export function readableBy(reader: number | null): SQL {
  if (reader === null) return sql`(m.visibility = 'public' and m.moderation_state is null)`
  return sql`(m.author_id = ${reader} or (m.moderation_state is null
    and (m.visibility = 'public' or (m.visibility = 'connections' and ${connected(reader, sql`m.author_id`)}))
    and not ${blockedEitherWay(reader, sql`m.author_id`)}))`
}

const tagListOf = (tagIds: readonly number[]) =>
  sql.join(
    tagIds.map((id) => sql`${id}`),
    sql`, `,
  )

/**
 * What lists may show the viewer besides public memories: their own and their connections'
 * connections-only ones; never those of people blocked either way or muted, nor those they hid.
 * `people` arrays are computed once per statement (see people-relations.ts).
 */
function personalRule(viewer: Viewer, id: SQL, author: SQL, visibility: SQL): SQL {
  return sql`(${visibility} = 'public' or ${author} = ${viewer.userId} or ${author} = any(${connectionsOf(viewer.userId)}))
    and not (${author} = any(${unseenPeople(viewer.userId)}))
    and not exists (select 1 from memory_hides h where h.user_id = ${viewer.userId} and h.memory_id = ${id})`
}

/**
 * The same rule as `listedIds`, as a condition on the memory `m`, for lists ordered by something
 * other than newest (search relevance, top): the planner then starts from the other condition.
 */
export function listedWhere(viewer: Viewer | null, tagIds: readonly number[]): SQL {
  const tagged =
    tagIds.length > 0
      ? sql` and exists (select 1 from memory_tag_links l where l.memory_id = m.id and l.tag_id in (${tagListOf(tagIds)}))`
      : sql``
  if (!viewer) return sql`m.visibility = 'public' and m.moderation_state is null${tagged}`
  return sql`m.visibility <> 'private' and m.moderation_state is null and ${personalRule(viewer, sql`m.id`, sql`m.author_id`, sql`m.visibility`)}${tagged}`
}

/**
 * The ids of the memories a list may show `viewer`, unordered: public ones, their own and their
 * connections' connections-only ones (a private memory is a journal, listed only in "my memories"),
 * minus what they hid and the people they blocked, were blocked by or muted. Each branch reads its
 * own index; the tag filter keeps memories with any of the tags.
 */
export function listedIds(viewer: Viewer | null, tagIds: readonly number[]): SQL {
  const tagList = tagListOf(tagIds)
  if (tagIds.length === 0) {
    if (!viewer)
      return sql`select m.id from memories m where m.visibility = 'public' and m.moderation_state is null`
    // One ordered scan of memories_listed_idx (id, visibility, author_id): page 1 stops after a page.
    return sql`select m.id from memories m where m.visibility <> 'private' and m.moderation_state is null
      and ${personalRule(viewer, sql`m.id`, sql`m.author_id`, sql`m.visibility`)}`
  }
  const publicIds = sql`select distinct l.memory_id as id from memory_tag_links l where l.visibility = 'public' and l.tag_id in (${tagList})`
  if (!viewer) return publicIds
  return sql`select v.id from (${publicIds} union all select m.id from memories m
    where m.visibility = 'connections' and m.moderation_state is null and (m.author_id = ${viewer.userId} or m.author_id = any(${connectionsOf(viewer.userId)}))
    and exists (select 1 from memory_tag_links l where l.memory_id = m.id and l.tag_id in (${tagList}))) v
    join memories m on m.id = v.id
    where ${personalRule(viewer, sql`v.id`, sql`m.author_id`, sql`m.visibility`)}`
}
