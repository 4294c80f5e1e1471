import { sql, type SQL } from 'drizzle-orm'

/** Who is reading: a signed-in person (SPEC §3.5 "sends authentication") or, when null, a visitor. */
export interface Viewer {
  userId: number
  role: 'user' | 'moderator' | 'admin'
}

export const isModerator = (viewer: Viewer | null) => viewer?.role === 'moderator' || viewer?.role === 'admin'

/**
 * Whether the memory `m` may be read by `viewer` (SPEC §5.1): public memories by anyone, every memory
 * by its author. Connections-only memories open to the author's connections with issue 11; until then
 * only their author sees them. Moderators read what everyone reads: a private memory is a journal
 * (decision 021).
 */
export function visibleTo(viewer: Viewer | null): SQL {
  if (!viewer) return sql`m.visibility = 'public'`
  return sql`(m.visibility = 'public' or m.author_id = ${viewer.userId})`
}

const tagListOf = (tagIds: readonly number[]) =>
  sql.join(
    tagIds.map((id) => sql`${id}`),
    sql`, `,
  )

/**
 * The same rule as `listedIds`, as a condition on the memory `m`, for lists ordered by something
 * other than newest (search relevance, top): the planner then starts from the other condition.
 */
export function listedWhere(viewer: Viewer | null, tagIds: readonly number[]): SQL {
  const tagged =
    tagIds.length > 0
      ? sql` and exists (select 1 from memory_tag_links l where l.memory_id = m.id and l.tag_id in (${tagListOf(tagIds)}))`
      : sql``
  if (!viewer) return sql`m.visibility = 'public'${tagged}`
  return sql`(m.visibility = 'public' or (m.author_id = ${viewer.userId} and m.visibility = 'connections'))${tagged}
    and not exists (select 1 from memory_hides h where h.user_id = ${viewer.userId} and h.memory_id = m.id)`
}

/**
 * The ids of the memories a list may show `viewer`, unordered: public ones and the viewer's own
 * connections-only ones (a private memory is a journal, listed only in "my memories"), minus those
 * the viewer hid. Each branch reads its own index; the tag filter keeps memories with any of the tags.
 */
export function listedIds(viewer: Viewer | null, tagIds: readonly number[]): SQL {
  const tagList = tagListOf(tagIds)
  const publicIds =
    tagIds.length > 0
      ? sql`select distinct l.memory_id as id from memory_tag_links l where l.visibility = 'public' and l.tag_id in (${tagList})`
      : sql`select m.id from memories m where m.visibility = 'public'`
  if (!viewer) return publicIds
  const notHidden = (id: SQL) =>
    sql`not exists (select 1 from memory_hides h where h.user_id = ${viewer.userId} and h.memory_id = ${id})`
  if (tagIds.length === 0) {
    // One ordered scan of memories_listed_idx, so page 1 stops after a page of rows.
    return sql`select m.id from memories m where m.visibility <> 'private'
      and (m.visibility = 'public' or m.author_id = ${viewer.userId}) and ${notHidden(sql`m.id`)}`
  }
  return sql`select v.id from (${publicIds} union all select m.id from memories m
    where m.author_id = ${viewer.userId} and m.visibility = 'connections' and exists (select 1 from memory_tag_links l
    where l.memory_id = m.id and l.tag_id in (${tagList}))) v where ${notHidden(sql`v.id`)}`
}
