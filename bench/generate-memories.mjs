// Fills a Kindred database with generated people and memories for benchmarks: realistic lengths,
// tags that fit each memory's type, content warnings from the tags, and a mix of visibility and
// anonymity. Writes with multi-row INSERTs in batches. `query(text, params)` is any PostgreSQL client
// (pg or PGlite) on a database the server has already migrated and loaded content into.

export const SENTENCES = [
  'The kitchen was always cold in the morning and nobody talked about why.',
  'I remember waiting by the window for a car that did not come.',
  'My brother and I hid under the stairs when the shouting started.',
  'There was never enough food at the end of the month, so we learned to be quiet about it.',
  'A teacher noticed once, and I still think about how kind she was.',
  'I learned to read the mood of the house from the sound of the front door.',
  'We moved so often that I stopped unpacking my box of books.',
  'Today loud voices still make my shoulders tight, even in a quiet office.',
  'My grandmother grew tomatoes and her garden was the safest place I knew.',
  'I was the one who made sure my little sister had breakfast before school.',
  'Nobody came to my school play, and I told everyone they were working.',
  'When I hear glass breaking I am eight years old again for a moment.',
  'It took me years to understand that it was not my fault.',
  'I still keep my shoes by the bed, ready to leave in a hurry.',
  'Some days I feel nothing at all, and other days everything at once.',
  'Writing this down is the first time I have told anyone.',
  'My father drank in the evenings and the house went silent around him.',
  'I spent most weekends at the library because it was warm and calm.',
  'When my mother was in hospital, a neighbour kept us fed for weeks.',
  'I find it hard to trust people who are kind to me without a reason.',
]
export const TITLES = [
  'The cold kitchen',
  'Waiting by the window',
  'Under the stairs',
  'The end of the month',
  'A kind teacher',
  'The sound of the door',
  'Boxes we never unpacked',
  'Loud voices',
  "Grandmother's garden",
  'Breakfast for two',
  'The school play',
  'Breaking glass',
  'Not my fault',
  'Shoes by the bed',
  'Nothing and everything',
]

/** A small deterministic random source, so two runs generate the same data. */
function random(seed) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)]
const code = (prefix, n, width) => `${prefix}${n.toString(36).padStart(width, '0')}`

/** Generates `people` people and `memories` memories; returns how many of each. */
export async function generateMemories(
  query,
  { memories, people = Math.max(10, Math.ceil(memories / 10)), seed = 1 },
) {
  const rand = random(seed)
  const tags = (await query('select id, mt, disabled, safety_filters from memory_tags where not disabled'))
    .rows
  const start = Date.now() - memories * 60_000
  const batch = async (table, columns, rows) => {
    const params = []
    const values = rows.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`)
    await query(`insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`, params)
  }

  const userIds = []
  for (let i = 0; i < people; i += 500) {
    const rows = []
    for (let j = i; j < Math.min(people, i + 500); j++) {
      const at = new Date(start - 86_400_000).toISOString()
      rows.push([
        code('bp', j, 14),
        `bench-person-${j}@example.org`,
        `bench-person-${j}@example.org`,
        `Bench Person ${j}`,
        at,
        at,
      ])
    }
    await batch(
      'users',
      ['public_id', 'email', 'email_normalized', 'display_name', 'email_verified_at', 'created_at'],
      rows,
    )
  }
  const ids = await query(`select id from users where public_id like 'bp%' order by id`)
  for (const row of ids.rows) userIds.push(Number(row.id))

  for (let i = 0; i < memories; i += 250) {
    const rows = []
    const links = []
    for (let n = i; n < Math.min(memories, i + 250); n++) {
      const mt = pick(rand, [1, 1, 2, 3])
      const fitting = tags.filter((t) => t.mt.includes(mt))
      const chosen = [...new Set(Array.from({ length: Math.floor(rand() * 5) }, () => pick(rand, fitting)))]
      const warnings = [...new Set(chosen.flatMap((t) => t.safety_filters))]
      const sentences = 2 + Math.floor(rand() * 14)
      const body = Array.from({ length: sentences }, () => pick(rand, SENTENCES)).join(
        rand() < 0.3 ? '\n\n' : ' ',
      )
      const roll = rand()
      const visibility = roll < 0.85 ? 'public' : roll < 0.95 ? 'connections' : 'private'
      const hashId = code('g', n, 11)
      rows.push([
        hashId,
        `memory-${hashId}`,
        pick(rand, userIds),
        pick(rand, TITLES),
        body,
        mt,
        pick(rand, [null, '0-5', '6-11', '12-17']),
        `{${warnings.join(',')}}`,
        '{}',
        visibility,
        rand() < 0.2,
        'everyone',
        new Date(start + n * 60_000).toISOString(),
      ])
      links.push({ hashId, visibility, tagIds: chosen.map((t) => t.id).sort((a, b) => a - b) })
    }
    await batch(
      'memories',
      [
        'hash_id',
        'shareable_link',
        'author_id',
        'title',
        'body',
        'mt',
        'age_range',
        'content_warnings',
        'author_warnings',
        'visibility',
        'anonymous',
        'comments_policy',
        'created_at',
      ],
      rows,
    )
    const saved = await query(`select id, hash_id from memories where hash_id = any($1)`, [
      links.map((l) => l.hashId),
    ])
    const idOf = new Map(saved.rows.map((r) => [r.hash_id, r.id]))
    const linkRows = links.flatMap((l) => l.tagIds.map((tagId) => [idOf.get(l.hashId), tagId, l.visibility]))
    if (linkRows.length > 0) await batch('memory_tag_links', ['memory_id', 'tag_id', 'visibility'], linkRows)
  }
  return { people: userIds.length, memories }
}
