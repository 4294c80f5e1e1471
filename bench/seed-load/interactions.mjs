import { daytime, delayDays, intArray, longTail, textArray } from './sql.mjs'

const ME_TOO_NOTES = [
  'Same house, different city.',
  'I could have written this.',
  'Thank you. I thought it was only us.',
  'The part about the door, exactly.',
]
const COMMENT_SENTENCES = [
  'Thank you for sharing this.',
  'I recognise so much of this.',
  'You were so young to carry all of that.',
  'My mother did the same and I never had words for it until now.',
  'It was not your fault.',
  'I am glad you wrote it down.',
  'The detail about the kitchen stayed with me all day.',
  'Sending you warmth from someone who understands.',
  'I hope you have people around you now who are kind.',
  'Reading this made me feel less alone.',
]
const CHUNK = 50_000
// Each table draws its people from a salt of its own, so loving a memory is not the same as saying
// me too to it, and replies or loves on comments do not follow the memory's reactions.
const SALT = { meToo: 0, love: 1, vote: 2, comment: 3, feedback: 4, commentLove: 5, commentFeedback: 6 }

/**
 * Person number j (1..n) of a crowd of the first e people, for the row `key`: a random start and a
 * stride small enough that the n people differ (j·stride stays below e).
 */
function crowdMember(ctx, key, salt, e, n, j) {
  const { u } = ctx
  const base = `floor(${u(`(${key}) * 8 + ${salt}`, 'pickBase')} * ${e})::bigint`
  const stride = `greatest(1, floor(${u(`(${key}) * 8 + ${salt}`, 'pickStride')} * ((${e}) - 1) / greatest((${n}) - 1, 1)))::bigint`
  return `(1 + (${base} + ((${j}) - 1) * ${stride}) % (${e}))`
}

/**
 * The people who act on memories lo..hi, as rows (memory_id, author_id, anonymous, j, user_id, at,
 * x): on a public memory, people who had an account when it was posted; where only connections may
 * (`restricted`), the author's connections, from when they connected; nobody where `none`. How many:
 * a long tail with `mean`. When: in the day-time window, mostly within days, never after `until`;
 * never the author. `x` numbers the row for the caller's own random choices.
 */
function actors(ctx, { lo, hi, salt, purpose, mean, restricted, none }) {
  const { u, untilSql } = ctx
  const x = `(k.id * 65536 + j) * 8 + ${salt}`
  const who = `case when k.restricted then f.friend_id else ${crowdMember(ctx, 'k.id', salt, 'k.e', 'k.n', 'j')} end`
  const since = 'case when k.restricted then greatest(k.created_at, f.since) else k.created_at end'
  return `select * from (
      select k.id as memory_id, k.author_id, k.anonymous, j, ${who} as user_id,
        ${daytime(since, delayDays(u(x, 'actDelay'), 1.5), u(x, 'actTime'))} as at, ${x} as x
      from (
        select r.*, floor(${u(`r.id * 8 + ${salt}`, 'audienceFriend')} * greatest(r.deg, 1))::int as base
        from (
          select m.id, m.author_id, m.anonymous, m.created_at, m.e, coalesce(d.deg, 0) as deg, (${restricted}) as restricted,
            least(case when (${restricted}) then coalesce(d.deg, 0) else m.e - 1 end, 5000,
                  ${longTail(u(`m.id * 8 + ${salt}`, purpose), mean)})::int as n
          from seed_load.memories m left join seed_load.degree d on d.user_id = m.author_id
          where m.id between ${lo} and ${hi} and not (${none})
        ) r
      ) k
      cross join lateral generate_series(1, k.n) j
      left join seed_load.friends f on k.restricted and f.user_id = k.author_id and f.rank = 1 + (k.base + j - 1) % greatest(k.deg, 1)
    ) a
    where user_id <> author_id and at < ${untilSql}`
}

const reactionRules = { restricted: "m.visibility = 'connections'", none: "m.visibility = 'private'" }
const commentRules = {
  restricted: "m.visibility = 'connections' or m.comments_policy = 'connections'",
  none: "m.visibility = 'private' or m.comments_policy = 'off'",
}

/**
 * Me too (about 3 a memory, a quarter anonymous, some with a note, a third loved back by the
 * author), loves (about 2) and votes (about 1).
 */
export function reactionSteps(ctx) {
  const { u, untilSql } = ctx
  const chunks = { total: ctx.memories, size: CHUNK }
  const lovedBack = daytime('a.at', delayDays(u('a.x', 'loveBackDelay'), 1), u('a.x', 'loveBackTime'))
  const plain = (table, salt, purpose, mean) => ({
    table,
    chunks,
    sql: (lo, hi) => `insert into ${table} (memory_id, user_id, created_at)
      select memory_id, user_id, at from (${actors(ctx, { lo, hi, salt, purpose, mean, ...reactionRules })}) a
      order by memory_id, at, user_id`,
  })
  return [
    {
      table: 'me_toos',
      chunks,
      sql: (lo, hi) => `insert into me_toos (memory_id, user_id, note, anonymous, loved_back_at, created_at)
        select memory_id, user_id,
          case when ${u('a.x', 'note')} < 0.15 then (${textArray(ME_TOO_NOTES)})[1 + floor(${u('a.x', 'noteWhich')} * ${ME_TOO_NOTES.length})::int] end,
          ${u('a.x', 'meTooAnonymous')} < 0.25,
          case when ${u('a.x', 'loveBack')} < 0.3 and ${lovedBack} < ${untilSql} then ${lovedBack} end,
          at
        from (${actors(ctx, { lo, hi, salt: SALT.meToo, purpose: 'countMeToo', mean: 4.2, ...reactionRules })}) a
        order by memory_id, at, user_id`,
    },
    plain('memory_loves', SALT.love, 'countLove', 3),
    plain('votes', SALT.vote, 'countVote', 1.6),
  ]
}

/**
 * Comments (about 0.8 a memory where comments are open, from connections where only they may) and
 * replies (about a third of comments get some; two in five from the memory's author), numbered in
 * the order they were written; a few comments with replies were deleted later and stay as empty
 * "deleted" entries, as deleting one with replies does.
 */
export function commentStagingSteps(ctx) {
  const { u, untilSql, eligibleAt } = ctx
  const y = 't.key * 32 + i'
  const replyAt = daytime('t.at', delayDays(u(y, 'actDelay'), 0.5), u(y, 'actTime'))
  // Deleted a day or more after the last reply: nothing else happens on the memory that day after it.
  const tombstoneAt = daytime(
    'n.last_reply',
    `1 + ${delayDays(u('n.key', 'tombstoneDelay'), 2)}`,
    u('n.key', 'tombstoneTime'),
  )
  return [
    {
      table: 'comments (working table)',
      sql: `create unlogged table seed_load.comments (key bigint primary key, memory_id bigint not null,
        author_id bigint not null, parent_key bigint, at timestamptz not null)`,
    },
    {
      table: 'comments (working table)',
      chunks: { total: ctx.memories, size: CHUNK },
      sql: (lo, hi) => `insert into seed_load.comments (key, memory_id, author_id, at)
        select memory_id * 65536 + j, memory_id, user_id, at
        from (${actors(ctx, { lo, hi, salt: SALT.comment, purpose: 'countComment', mean: 1.3, ...commentRules })}) a`,
    },
    {
      table: 'comments (working table)',
      sql: `insert into seed_load.comments (key, memory_id, author_id, parent_key, at)
        select key, memory_id, author_id, parent_key, at from (
          select -(${y}) as key, t.memory_id, t.key as parent_key,
            case when m.visibility = 'connections' or m.comments_policy = 'connections' or ${u(y, 'replier')} < 0.4
              then m.author_id else 1 + floor(${u(y, 'replierWho')} * ${eligibleAt('t.at')})::bigint end as author_id,
            t.author_id as parent_author, ${replyAt} as at
          from seed_load.comments t
          join seed_load.memories m on m.id = t.memory_id
          cross join lateral generate_series(1, least(20, ${longTail(u('t.key', 'replies'), 0.7)})::int) i
        ) r
        where author_id <> parent_author and at < ${untilSql}`,
    },
    {
      table: 'comments (working table)',
      sql: [
        `create unlogged table seed_load.comment_rows as
          with last_reply as (
            select parent_key as key, max(at) as last_reply from seed_load.comments where parent_key is not null group by parent_key
          ), numbered as (
            select row_number() over (order by c.memory_id, c.at, c.key) as id, c.*, l.last_reply
            from seed_load.comments c left join last_reply l on l.key = c.key
          )
          select n.id, n.key, n.memory_id, n.author_id, p.id as parent_id, n.at,
            case when n.last_reply is not null and ${u('n.key', 'tombstone')} < 0.05 and ${tombstoneAt} < ${untilSql}
              then ${tombstoneAt} end as deleted_at
          from numbered n left join numbered p on p.key = n.parent_key`,
        'alter table seed_load.comment_rows add primary key (id)',
      ],
    },
  ]
}

/**
 * What people give comments and memories besides reactions: loves on comments (about 0.3 a live
 * comment on a public memory), kind words (about half the memories get some, a phrase or two each;
 * a few comments too), and memories hidden from one's own lists.
 */
export function supportSteps(ctx, { memoryPhrases, commentPhrases }) {
  const { u, untilSql, eligibleAt, memories: N, personCreated, people: P } = ctx
  // Live comments on public memories, with the crowd that could see them when they were written.
  const liveComments = (purpose, mean, salt) => `select c.id, c.memory_id, c.author_id, c.at, c.e, j,
      ${crowdMember(ctx, 'c.id', salt, 'c.e', 'c.n', 'j')} as user_id,
      ${daytime('c.at', delayDays(u(`(c.id * 64 + j) * 8 + ${salt}`, 'actDelay'), 1), u(`(c.id * 64 + j) * 8 + ${salt}`, 'actTime'))} as given_at
    from (select c.*, least(c.e - 1, 50, ${longTail(u(`c.id * 8 + ${salt}`, purpose), mean)})::int as n
          from (select c.id, c.memory_id, c.author_id, c.at, ${eligibleAt('c.at')} as e
                from seed_load.comment_rows c join seed_load.memories m on m.id = c.memory_id
                where c.deleted_at is null and m.visibility = 'public') c) c
    cross join lateral generate_series(1, c.n) j`
  const LM = memoryPhrases.length
  const first = `floor(${u('a.x', 'phrase')} * ${LM})::int`
  const second = `(${first} + 1 + floor(${u('a.x', 'secondPhrase')} * ${LM - 1})::int) % ${LM}`
  const hideAfter = `greatest(1, ceil(${N} * extract(epoch from p.created - ${ctx.untilSql} + interval '730 days' + interval '1 day') / (730 * 86400.0))::bigint + 1)`
  return [
    {
      table: 'comment_loves',
      sql: `insert into comment_loves (comment_id, user_id, created_at)
        select id, user_id, given_at from (${liveComments('commentLoves', 0.7, SALT.commentLove)}) l
        where user_id <> author_id and given_at < ${untilSql}
        order by id, user_id`,
    },
    {
      table: 'feedback_given',
      chunks: { total: N, size: CHUNK },
      sql: (lo, hi) => `insert into feedback_given (phrase_id, user_id, memory_id, comment_id, created_at)
        select (${intArray(memoryPhrases)})[1 + phrase], user_id, memory_id, null, at
        from (${actors(ctx, { lo, hi, salt: SALT.feedback, purpose: 'countFeedback', mean: 0.7, ...reactionRules })}) a,
          unnest(case when ${u('a.x', 'secondPhrase')} < 0.3 and ${LM} > 1 then array[${first}, ${second}] else array[${first}] end) phrase
        order by memory_id, at, user_id, 1`,
    },
    {
      table: 'feedback_given',
      sql: `insert into feedback_given (phrase_id, user_id, memory_id, comment_id, created_at)
        select (${intArray(commentPhrases)})[1 + floor(${u('l.id * 64 + l.j', 'phrase')} * ${commentPhrases.length})::int],
          user_id, memory_id, id, given_at
        from (${liveComments('commentFeedback', 0.25, SALT.commentFeedback)}) l
        where user_id <> author_id and given_at < ${untilSql}
        order by memory_id, given_at, user_id`,
    },
    {
      table: 'memory_hides',
      sql: `insert into memory_hides (user_id, memory_id, created_at)
        select distinct on (g, m.id) g, m.id, ${daytime('greatest(m.created_at, p.created)', delayDays(u('p.g * 4 + i', 'actDelay'), 3), u('p.g * 4 + i', 'actTime'))}
        from (select g, ${personCreated('g')} as created from generate_series(1, ${P}) g) p
        cross join lateral generate_series(1, 1 + floor(${u('p.g', 'hides')} * 1000)::int % 2) i
        join seed_load.memories m
          on m.id = ${hideAfter} + floor(${u('p.g * 4 + i', 'hideWhich')} * greatest(0, ${N} - ${hideAfter} + 1))::bigint
        where ${u('p.g', 'hides')} < 0.05 and m.visibility = 'public' and m.author_id <> g
          and ${daytime('greatest(m.created_at, p.created)', delayDays(u('p.g * 4 + i', 'actDelay'), 3), u('p.g * 4 + i', 'actTime'))} < ${untilSql}
        order by g, m.id`,
    },
  ]
}

/**
 * The comments themselves, with their text and their count of loves; deleted ones are empty. Half go
 * without the name, as a comment starts (decision 057).
 */
export function finalCommentsStep(ctx) {
  const { u } = ctx
  const sentences = `least(8, 1 + floor(${delayDays(u('c.id', 'commentSentences'), 1.2)})::int)`
  return {
    table: 'comments',
    sql: `insert into comments (id, memory_id, author_id, parent_id, anonymous, body, love_count, created_at, deleted_at)
      select c.id, c.memory_id, c.author_id, c.parent_id, ${u('c.id', 'commentAnonymous')} < 0.5,
        case when c.deleted_at is not null then '' else
          (select string_agg((${textArray(COMMENT_SENTENCES)})[1 + floor(${u('c.id * 16 + i', 'commentSentencePick')} * ${COMMENT_SENTENCES.length})::int], ' ' order by i)
           from generate_series(1, ${sentences}) i) end,
        coalesce(l.n, 0), c.at, c.deleted_at
      from seed_load.comment_rows c
      left join (select comment_id, count(*)::int as n from comment_loves group by comment_id) l on l.comment_id = c.id
      order by c.id`,
  }
}
