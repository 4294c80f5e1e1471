import { shareableSlug } from '../../apps/server/src/modules/memories/memory-codes.ts'
import { SENTENCES, TITLES } from '../generate-memories.mjs'
import { SAFETY_FILTER_SLUGS } from './catalog.mjs'
import { base32, daytime, delayDays, intArray, lit, textArray } from './sql.mjs'

/** Sentences rare enough for a benchmark's "rare word" search: about 1 in 1,000 and 1 in 10,000 memories. */
export const RARE_SENTENCES = [
  'We used to walk to the lighthouse when things at home got loud.',
  'My uncle played the harmonica on the porch and for a while everything was quiet.',
]
const CONNECT_MESSAGES = [
  'Your memory felt like reading my own. Would you like to connect?',
  'Thank you for writing this. I grew up in a house like that too.',
  'I would be glad to keep in touch, if you would like that.',
]
const CHUNK = 50_000

/**
 * The memories, first as a narrow working table (who, when, visibility, tags: what later steps
 * choose from), then connections (asked for from memories), their tags, and at the end the
 * memories themselves with their text and their counts (see finalMemoriesStep).
 */
export function memoryStagingSteps(ctx, { tags }) {
  const { memories: N, u, eligibleAt, memoryCreated, untilSql } = ctx
  const fitting = [1, 2, 3].map((mt) => tags.filter((t) => t.mt.includes(mt)).map((t) => t.id))
  const fitCase = `(case mt when 1 then ${intArray(fitting[0])} when 2 then ${intArray(fitting[1])} else ${intArray(fitting[2])} end)`
  const fitLength = `(case mt when 1 then ${fitting[0].length} when 2 then ${fitting[1].length} else ${fitting[2].length} end)`
  const slugs = textArray(SAFETY_FILTER_SLUGS)
  // Each tag's safety filters as bits (filter i is bit i), indexed by tag id, so a memory's warnings
  // are one bitwise or over its few tags rather than a search through the tags for every filter.
  const bitsOfTag = Array.from({ length: Math.max(0, ...tags.map((t) => t.id)) }, (_, i) => {
    const tag = tags.find((t) => t.id === i + 1)
    return (tag?.filters ?? []).reduce((bits, slug) => bits | (1 << SAFETY_FILTER_SLUGS.indexOf(slug)), 0)
  })
  const authorBits = `(select coalesce(bit_or(1 << (o - 1)::int), 0) from unnest(${slugs}) with ordinality x(f, o) where f = any(author_warnings))`
  const tagBits = `(select coalesce(bit_or((${intArray(bitsOfTag)})[t]), 0) from unnest(tag_ids) t)`
  return [
    {
      table: 'memories (working table)',
      sql: `create unlogged table seed_load.memories (
        id bigint primary key, author_id bigint not null, created_at timestamptz not null, e bigint not null,
        visibility text not null, anonymous boolean not null, comments_policy text not null, mt smallint not null,
        age_range text, tag_ids int[] not null, author_warnings text[] not null, content_warnings text[] not null,
        edited_at timestamptz)`,
    },
    {
      table: 'memories (working table)',
      chunks: { total: N, size: CHUNK },
      // Tags as the existing generator picks them (0–4 that fit the type); warnings are the tags'
      // safety filters and the author's own, in filter order (tag-rules.ts: contentWarnings).
      sql: (lo, hi) => `insert into seed_load.memories
        select n, 1 + floor(${u('n', 'memoryAuthor')} * e)::bigint, created, e, visibility, anonymous, policy, mt, age_range,
          tag_ids, author_warnings,
          array(select f from unnest(${slugs}) with ordinality x(f, o)
                where ((${authorBits} | ${tagBits}) >> (o - 1)::int) & 1 = 1 order by o),
          case when ${u('n', 'edited')} < 0.05 and created + ${u('n', 'editedDelay')} * interval '72 hours' < ${untilSql}
            then created + ${u('n', 'editedDelay')} * interval '72 hours' end
        from (
          select n, created, ${eligibleAt('created')} as e, mt,
            case when ${u('n', 'visibility')} < 0.85 then 'public' when ${u('n', 'visibility')} < 0.95 then 'connections' else 'private' end as visibility,
            ${u('n', 'anonymous')} < 0.2 as anonymous,
            case when ${u('n', 'policy')} < 0.85 then 'everyone' when ${u('n', 'policy')} < 0.95 then 'connections' else 'off' end as policy,
            (array[null, '0-5', '6-11', '12-17'])[1 + floor(${u('n', 'ageRange')} * 4)::int] as age_range,
            array(select distinct ${fitCase}[1 + floor(${u('n * 8 + i', 'tagPick')} * ${fitLength})::int]
                  from generate_series(1, floor(${u('n', 'tagCount')} * 5)::int) i) as tag_ids,
            case when ${u('n', 'authorWarning')} < 0.08
              then array[(${slugs})[1 + floor(${u('n', 'authorWarningWhich')} * ${SAFETY_FILTER_SLUGS.length})::int]]
              else '{}'::text[] end as author_warnings
          from (select n, ${memoryCreated('n')} as created,
                  (array[1, 1, 2, 3])[1 + floor(${u('n', 'mt')} * 4)::int]::smallint as mt
                from generate_series(${lo}, ${hi}) n) a
        ) b`,
    },
    { table: 'memories (working table)', sql: 'create index on seed_load.memories (author_id)' },
  ]
}

/**
 * Connection requests, made from memories as the app makes them: a reader asks the author of a public
 * memory under their name, at least a day into their account, unless either blocked the other or the
 * author takes no requests; one pair once. Three in four are accepted, one in ten declined, the
 * rest (and any not answered by `until`) wait. Then who is connected to whom, for the memories only
 * connections may see or comment on.
 */
export function connectionSteps(ctx) {
  const { u, untilSql } = ctx
  const asked = daytime('m.created_at', delayDays(u('m.id', 'connectDelay'), 3), u('m.id', 'connectTime'))
  const answered = daytime(
    'c.at',
    delayDays(u('c.memory_id', 'connectAnswerDelay'), 1),
    u('c.memory_id', 'connectAnswerTime'),
  )
  return [
    {
      table: 'connections',
      sql: `insert into connections (user_low, user_high, requester_id, memory_id, message, status, created_at, responded_at)
        select least(req, author), greatest(req, author), req, memory_id,
          case when ${u('memory_id', 'connectMessage')} < 0.3
            then (${textArray(CONNECT_MESSAGES)})[1 + floor(${u('memory_id', 'connectMessageWhich')} * ${CONNECT_MESSAGES.length})::int] end,
          case when answered is null then 'pending' when outcome < 0.75 then 'connected' else 'declined' end,
          at, answered
        from (
          select c.*, case when c.outcome < 0.85 and ${answered} < ${untilSql} then ${answered} end as answered
          from (
            select distinct on (least(req, author), greatest(req, author)) *
            from (
              select m.id as memory_id, m.author_id as author, 1 + floor(${u('m.id', 'connectWho')} * m.e)::bigint as req,
                ${asked} as at, ${u('m.id', 'connectOutcome')} as outcome
              from seed_load.memories m
              where m.visibility = 'public' and not m.anonymous and ${u('m.id', 'connect')} < 0.35
            ) r
            where req <> author and at < ${untilSql}
              and not exists (select 1 from user_blocks b where b.blocker_id = req and b.blocked_id = author)
              and not exists (select 1 from user_blocks b where b.blocker_id = author and b.blocked_id = req)
              and not exists (select 1 from interaction_settings s where s.user_id = author and not s.accepts_connection_requests)
            order by least(req, author), greatest(req, author), at, memory_id
          ) c
        ) c
        order by at, memory_id`,
    },
    {
      table: 'connections (working table)',
      sql: [
        `create unlogged table seed_load.friends as
          select user_id, friend_id, since, row_number() over (partition by user_id order by friend_id)::int as rank
          from (select user_low as user_id, user_high as friend_id, responded_at as since from connections where status = 'connected'
                union all
                select user_high, user_low, responded_at from connections where status = 'connected') f`,
        'alter table seed_load.friends add primary key (user_id, rank)',
        `create unlogged table seed_load.degree as select user_id, count(*)::int as deg from seed_load.friends group by user_id`,
        'alter table seed_load.degree add primary key (user_id)',
      ],
    },
  ]
}

export function tagLinkStep(ctx) {
  return {
    table: 'memory_tag_links',
    chunks: { total: ctx.memories, size: CHUNK * 4 },
    sql: (lo, hi) => `insert into memory_tag_links (memory_id, tag_id, visibility)
      select id, tag_id, visibility from seed_load.memories, unnest(tag_ids) tag_id
      where id between ${lo} and ${hi} order by id, tag_id`,
  }
}

/**
 * The memories, written once with everything they will hold: codes as the server makes them (a
 * 12-letter hash id, the title's words and a 6-letter code), a title and 2 to 100 sentences
 * (about 7 on average, a long tail up to ~9,000 characters), and their counts of the rows written
 * before them. Codes come from a bijection of the id, so none repeats. All in English, with the
 * search vector the trigger would have stemmed (`memory_search_vector`, decision 082): triggers are
 * off, and the column's default is an empty vector no search finds.
 */
export function finalMemoriesStep(ctx) {
  const { u, bits30, unique30 } = ctx
  const sentences = `least(100, 2 + floor(${delayDays(u('m.id', 'sentences'), 5.5)})::int)`
  const body = `(select string_agg((${textArray(SENTENCES)})[1 + floor(${u('m.id * 128 + i', 'sentencePick')} * ${SENTENCES.length})::int],
        case when ${u('m.id * 128 + i', 'paragraph')} < 0.15 then E'\\n\\n' else ' ' end order by i)
      from generate_series(1, ${sentences}) i)
    || case when ${u('m.id', 'rare1')} < 0.001 then ${lit(' ' + RARE_SENTENCES[0])} else '' end
    || case when ${u('m.id', 'rare2')} < 0.0001 then ${lit(' ' + RARE_SENTENCES[1])} else '' end`
  return {
    table: 'memories',
    chunks: { total: ctx.memories, size: CHUNK },
    sql: (
      lo,
      hi,
    ) => `insert into memories (id, hash_id, shareable_link, author_id, title, body, mt, age_range,
        content_warnings, author_warnings, visibility, anonymous, comments_policy,
        me_too_count, love_count, comment_count, vote_count, created_at, edited_at, language, search)
      select w.*, 'en', memory_search_vector('en', w.title, w.body) from (
      select m.id, ${base32(unique30('m.id', 'hashId'))} || ${base32(bits30('m.id', 'hashCode'))},
        (${textArray(TITLES.map(shareableSlug))})[t] || '-' || ${base32(unique30('m.id', 'shareableLink'))},
        m.author_id, (${textArray(TITLES)})[t] as title, ${body} as body, m.mt, m.age_range,
        m.content_warnings, m.author_warnings, m.visibility, m.anonymous, m.comments_policy,
        coalesce(c.me_too, 0), coalesce(c.love, 0), coalesce(c.comment, 0), coalesce(c.vote, 0), m.created_at, m.edited_at
      from (select *, 1 + floor(${u('id', 'title')} * ${TITLES.length})::int as t
            from seed_load.memories where id between ${lo} and ${hi}) m
      left join seed_load.memory_counts c on c.memory_id = m.id) w
      order by w.id`,
  }
}
