/**
 * The notifications the triggers of migrations 0007 and 0013 would have written for everything above, built
 * set-based: each event (a me too, a love back, a love, a vote, a comment or reply, a love on a
 * comment, kind words, a connection asked for or accepted) goes to whom record_notification sends
 * it, and is dropped where it drops it: oneself, a type turned off, and for a named act a block either
 * way or a mute (an unnamed one reaches its recipient whatever the two are to each other, migration
 * 0013).
 * Events of a type on one target group as the trigger groups them; since everything people do here
 * happens between 08:00 and 20:00 UTC (sql.mjs: daytime), a group is exactly one calendar day's
 * events. An actor is in a group once, named unless any of their events there was unnamed, at
 * their latest event. A comment deleted later (kept for its replies) took its author out of the
 * memory's comment groups unless they had another live comment there by then, as notify_comment
 * withdraws (the group keeps the times of its activity; one left with nobody goes). Event numbers
 * follow each group's latest activity; old groups were read, recent ones partly seen, answered
 * requests read when answered. The seed-load test replays a small load through the real triggers
 * and finds the same notifications.
 */
export function notificationSteps(ctx) {
  const { u, untilSql } = ctx
  const key = 'rec, type, mem, com, mt, con, day'
  const memory = 'join seed_load.memories m on m.id = x.memory_id'
  const events = {
    me_too: `select m.author_id, 'me_too', x.memory_id, 0, 0, 0, x.user_id, x.anonymous, x.created_at, true from me_toos x ${memory}`,
    love_back: `select x.user_id, 'love_back', x.memory_id, 0, x.id, 0, m.author_id, m.anonymous, x.loved_back_at, true
        from me_toos x ${memory} where x.loved_back_at is not null`,
    memory_love: `select m.author_id, 'memory_love', x.memory_id, 0, 0, 0, x.user_id, false, x.created_at, true from memory_loves x ${memory}`,
    vote: `select m.author_id, 'vote', x.memory_id, 0, 0, 0, x.user_id, coalesce(not s.listed_as_voter, true), x.created_at, true
        from votes x ${memory} left join interaction_settings s on s.user_id = x.user_id`,
    comment: `select m.author_id, 'comment', x.memory_id, 0, 0, 0, x.author_id, x.anonymous or (m.anonymous and x.author_id = m.author_id), x.created_at,
          x.deleted_at is null or coalesce(l.first_live < x.deleted_at, false)
        from comments x ${memory}
        left join comments p on p.id = x.parent_id
        left join (select memory_id, author_id, min(created_at) as first_live from comments where deleted_at is null
                   group by memory_id, author_id) l on l.memory_id = x.memory_id and l.author_id = x.author_id
        where x.parent_id is null or m.author_id is distinct from p.author_id`,
    reply: `select p.author_id, 'reply', x.memory_id, x.parent_id, 0, 0, x.author_id, x.anonymous or (m.anonymous and x.author_id = m.author_id), x.created_at, true
        from comments x join comments p on p.id = x.parent_id ${memory}`,
    comment_love: `select c.author_id, 'comment_love', c.memory_id, c.id, 0, 0, l.user_id, m.anonymous and l.user_id = m.author_id, l.created_at, true
        from comment_loves l join comments c on c.id = l.comment_id join seed_load.memories m on m.id = c.memory_id`,
    feedback: `select case when x.comment_id is null then m.author_id else c.author_id end, 'feedback', x.memory_id,
          coalesce(x.comment_id, 0), 0, 0, x.user_id, true, x.created_at, true
        from feedback_given x ${memory} left join comments c on c.id = x.comment_id`,
    connection_request: `select case when requester_id = user_low then user_high else user_low end, 'connection_request',
          0, 0, 0, id, requester_id, false, created_at, true from connections`,
    connection_accepted: `select requester_id, 'connection_accepted', 0, 0, 0, id,
          case when requester_id = user_low then user_high else user_low end, false, responded_at, true
        from connections where status = 'connected'`,
  }
  // Where one person acts once on a target (a me too, a love, a vote, a love back, a connection),
  // each event is its own actor row; comments, replies and kind words can repeat, so they are grouped.
  const repeats = new Set(['comment', 'reply', 'feedback'])
  const recorded = (type, sql) => ({
    table: 'notifications (working table)',
    label: type,
    sql: `insert into seed_load.acts (rec, type, mem, com, mt, con, day, actor, counted, anon, first_at, last_at)
      select rec, type, mem, com, mt, con, date_trunc('day', at), actor, counted,
        ${repeats.has(type) ? 'bool_or(anon), min(at), max(at)' : 'anon, at, at'}
      from (${sql}) e(rec, type, mem, com, mt, con, actor, anon, at, counted)
      where rec is not null and rec <> actor
        and not exists (select 1 from notification_muted_types t where t.user_id = e.rec and t.type = e.type)
        and (e.anon or (not exists (select 1 from user_blocks b where b.blocker_id = e.rec and b.blocked_id = e.actor)
          and not exists (select 1 from user_blocks b where b.blocker_id = e.actor and b.blocked_id = e.rec)
          and not exists (select 1 from user_mutes mu where mu.muter_id = e.rec and mu.muted_id = e.actor)))
      ${repeats.has(type) ? "group by rec, type, mem, com, mt, con, date_trunc('day', at), actor, counted" : ''}`,
  })
  const seenAt = `g.updated + (1 + ${u('g.id', 'seenDelay')} * 47) * interval '1 hour'`
  const old = `g.updated < ${untilSql} - interval '7 days'`
  const answered = "r.status is not null and r.status <> 'pending'"
  return [
    {
      table: 'notifications (working table)',
      sql: `create unlogged table seed_load.acts (rec bigint not null, type text not null, mem bigint not null,
        com bigint not null, mt bigint not null, con bigint not null, day timestamptz not null, actor bigint not null,
        counted boolean not null, anon boolean not null, first_at timestamptz not null, last_at timestamptz not null)`,
    },
    ...Object.entries(events).map(([type, sql]) => recorded(type, sql)),
    {
      table: 'notifications (working table)',
      label: 'groups',
      sql: `create unlogged table seed_load.groups as
        select row_number() over (order by started, ${key}) as id, row_number() over (order by updated, ${key}) as event, g.*
        from (select ${key}, min(first_at) as started, max(last_at) as updated, count(*) filter (where counted)::int as actors
              from seed_load.acts group by ${key} having bool_or(counted)) g`,
    },
    {
      table: 'notifications',
      sql: `insert into notifications (id, recipient_id, type, family, memory_id, comment_id, me_too_id, connection_id,
          actor_count, started_at, updated_at, event, seen_at, read_at)
        select g.id, g.rec, g.type,
          case g.type when 'me_too' then 'me_too' when 'love_back' then 'me_too_love' when 'memory_love' then 'memory_love' else 'general' end,
          nullif(g.mem, 0), nullif(g.com, 0), nullif(g.mt, 0), nullif(g.con, 0), g.actors, g.started, g.updated, g.event,
          case when ${answered} then r.responded_at when ${old} then ${seenAt}
               when ${u('g.id', 'seen')} < 0.5 and ${seenAt} < ${untilSql} then ${seenAt} end,
          case when ${answered} then r.responded_at when ${old} then ${seenAt} end
        from seed_load.groups g left join connections r on g.type = 'connection_request' and r.id = g.con
        order by g.id`,
    },
    {
      table: 'notification_actors',
      sql: `insert into notification_actors (notification_id, actor_id, anonymous, acted_at)
        select g.id, a.actor, a.anon, a.last_at
        from seed_load.acts a join seed_load.groups g using (${key})
        where a.counted
        order by g.id, a.actor`,
    },
  ]
}
