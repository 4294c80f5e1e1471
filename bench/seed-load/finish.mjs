/** What people do to memories and comments: a row each, counted and notified (by the million). */
export const ACT_TABLES = ['me_toos', 'memory_loves', 'votes', 'comments', 'comment_loves', 'feedback_given']

/**
 * The tables a load fills by the million. Their secondary indexes are dropped before and built
 * again after: one sorted build is several times faster than keeping a B-tree (or the search GIN)
 * up to date row by row, and a unique index built at the end checks that no pair was made twice.
 */
export const BULK_TABLES = [
  'memories',
  'memory_tag_links',
  ...ACT_TABLES,
  'notifications',
  'notification_actors',
]

/** The indexes of BULK_TABLES that no constraint owns (primary keys stay), with their definitions. */
export async function secondaryIndexes(db) {
  return db.rows(`select i.indexname as name, i.tablename as table, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = 'public' and i.tablename in (${BULK_TABLES.map((t) => `'${t}'`).join(', ')})
      and not exists (select 1 from pg_constraint c
                      where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
    order by i.tablename, i.indexname`)
}

/** Each memory's counts of the rows just written, for the memories' one insert. */
export const memoryCountsStep = {
  table: 'memories (counts of their rows)',
  sql: [
    `create unlogged table seed_load.memory_counts as
      select memory_id, sum(me_too)::int as me_too, sum(love)::int as love, sum(vote)::int as vote, sum(comment)::int as comment
      from (select memory_id, 1 as me_too, 0 as love, 0 as vote, 0 as comment from me_toos
            union all select memory_id, 0, 1, 0, 0 from memory_loves
            union all select memory_id, 0, 0, 1, 0 from votes
            union all select memory_id, 0, 0, 0, 1 from seed_load.comment_rows where deleted_at is null) x
      group by memory_id`,
    'alter table seed_load.memory_counts add primary key (memory_id)',
  ],
}

/**
 * The counts kept outside the rows they count: each tag's public memories, the kind words given, and
 * the month's memories with their score for `sort=top` (as migration 0011's triggers keep them).
 */
export const countSteps = [
  {
    table: 'memory_scores',
    sql: `insert into memory_scores (memory_id, created_at, score, language)
      select id, created_at, vote_count + me_too_count, language from memories where created_at >= now() - interval '31 days'`,
  },
  {
    table: 'memory_tags',
    // The settled count is the whole count: no changes left in the shards (decision 072).
    sql: [
      `update memory_tags t set memory_count = coalesce(c.n, 0)
      from memory_tags t2
      left join (select tag_id, count(*)::int as n from memory_tag_links where visibility = 'public' group by tag_id) c
        on c.tag_id = t2.id
      where t2.id = t.id`,
      'delete from memory_tag_count_shards',
    ],
  },
  {
    // What every visitor may list in each block of 1024 ids (decision 079), counted once.
    table: 'listed_memory_blocks',
    sql: [
      'delete from listed_memory_blocks',
      `insert into listed_memory_blocks (block, shard, listed)
      select id / 1024, 0, count(*)::int from memories
      where visibility = 'public' and moderation_state is null
      group by 1`,
    ],
  },
  {
    table: 'feedback_counts',
    sql: `insert into feedback_counts (subject_kind, subject_id, phrase_id, count)
      select case when comment_id is null then 'memory' else 'comment' end, coalesce(comment_id, memory_id), phrase_id, count(*)
      from feedback_given
      group by 1, 2, 3
      order by 1, 2, 3`,
  },
]

/** Ids written explicitly move their sequences on, so the app's next insert takes the next number. */
export const sequenceStep = {
  table: 'sequences',
  sql: [
    ...['users', 'memories', 'comments', 'notifications'].map(
      (table) =>
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1), (select count(*) > 0 from ${table}))`,
    ),
    `select setval('notification_events', coalesce((select max(event) from notifications), 1), (select count(*) > 0 from notifications))`,
  ],
}
