// SQL text helpers for the generator: every random choice is made inside the database, as an
// expression of a row's number and a purpose, so a run is deterministic for its seed (the same rows
// on PGlite and PostgreSQL, whatever the plan or the order rows are produced in) and nothing is
// sent from Node but statements. Helpers return SQL text; they are inlined into INSERT … SELECT.

/** A SQL string literal. */
export const lit = (value) => `'${String(value).replaceAll("'", "''")}'`

/** A SQL text[] literal (1-based in SQL). */
export const textArray = (values) => `ARRAY[${values.map(lit).join(', ')}]::text[]`

/** A SQL int[] literal. */
export const intArray = (values) => (values.length ? `ARRAY[${values.join(', ')}]::int[]` : `'{}'::int[]`)

/** A timestamptz literal. */
export const at = (date) => `${lit(date.toISOString())}::timestamptz`

/**
 * The random sources of one run. `u(n, purpose)` is a uniform number in [0, 1) for row `n`: 53 bits
 * of PostgreSQL's seeded 64-bit hash of n, so it is the same for the same seed, row and purpose.
 * Purposes are the named numbers in PURPOSE, so no two choices share a source by accident.
 */
export function randomSources(seed) {
  const base = BigInt(seed) * 1000n
  const u = (n, purpose) => {
    if (!(purpose in PURPOSE)) throw new Error(`unknown purpose ${purpose}`)
    return `((hashint8extended((${n})::bigint, ${base + BigInt(PURPOSE[purpose])}) & 9007199254740991)::float8 / 9007199254740992)`
  }
  /** 30 bits of the hash, for codes. */
  const bits30 = (n, purpose) =>
    `(hashint8extended((${n})::bigint, ${base + BigInt(PURPOSE[purpose])}) & 1073741823)`
  // Multiplying by an odd number modulo 2^30 is a bijection: row n gets a code no other row has.
  // Each kind of code has its own multiplier and offset, so codes of one row do not resemble each other.
  const unique30 = (n, kind) => {
    const multiplier = CODE_MULTIPLIERS[CODE_KINDS.indexOf(kind)]
    const offset =
      (BigInt(seed) * 2654435761n + BigInt(CODE_KINDS.indexOf(kind) + 1) * 1013904223n) % 1073741824n
    return `((((${n})::bigint * ${multiplier}) + ${offset}) & 1073741823)`
  }
  return { u, bits30, unique30 }
}

/** The kinds of unique code, each with an odd multiplier below 2^30 (powers of 3, 5 and 7). */
const CODE_KINDS = ['publicId', 'hashId', 'shareableLink']
const CODE_MULTIPLIERS = [387420489, 244140625, 282475249]

/** Every purpose a random number is drawn for; each value is used once. */
export const PURPOSE = {
  personName1: 1,
  personName2: 2,
  personCode: 3,
  settings: 4,
  settingsAccepts: 5,
  settingsListed: 6,
  mute: 7,
  muteWhom: 8,
  block: 9,
  blockWhom: 10,
  mutedType: 11,
  mutedTypeWhich: 12,
  filters: 13,
  filtersCount: 14,
  filtersFirst: 15,
  empathy: 16,
  empathyWhich: 17,
  memoryTime: 20,
  memoryAuthor: 21,
  visibility: 22,
  anonymous: 23,
  policy: 24,
  mt: 25,
  ageRange: 26,
  tagCount: 27,
  tagPick: 28,
  authorWarning: 29,
  authorWarningWhich: 30,
  edited: 31,
  editedDelay: 32,
  title: 33,
  sentences: 34,
  sentencePick: 35,
  paragraph: 36,
  rare1: 37,
  rare2: 38,
  hashCode: 39,
  connect: 40,
  connectWho: 41,
  connectDelay: 42,
  connectTime: 43,
  connectOutcome: 44,
  connectAnswerDelay: 45,
  connectAnswerTime: 46,
  connectMessage: 47,
  connectMessageWhich: 48,
  countMeToo: 50,
  countLove: 51,
  countVote: 52,
  countComment: 53,
  countFeedback: 54,
  pickBase: 55,
  pickStride: 56,
  actDelay: 57,
  actTime: 58,
  note: 59,
  noteWhich: 60,
  meTooAnonymous: 61,
  loveBack: 62,
  loveBackDelay: 63,
  loveBackTime: 64,
  replies: 65,
  replier: 66,
  replierWho: 67,
  tombstone: 68,
  tombstoneDelay: 69,
  tombstoneTime: 70,
  commentSentences: 71,
  commentSentencePick: 72,
  commentLoves: 73,
  commentFeedback: 74,
  phrase: 75,
  secondPhrase: 76,
  hides: 77,
  hideWhich: 78,
  seen: 79,
  seenDelay: 80,
  audienceFriend: 81,
  commentAnonymous: 82,
}

/** `digits` letters of the server's public-id alphabet for the 30-bit number `x` (5 bits a letter). */
export function base32(x, digits = 6) {
  const letters = []
  for (let i = digits - 1; i >= 0; i--) {
    letters.push(`substr('abcdefghijkmnpqrstuvwxyz23456789', ((${x} >> ${5 * i}) & 31)::int + 1, 1)`)
  }
  return letters.join(' || ')
}

/**
 * A time in the day-time window after `after`: `days` whole days later (the same day when 0, or the
 * next when the window has passed), between 08:00 and 20:00 UTC at fraction `frac` of the window.
 * All activity others see happens in that window, so a notification group (a type on a target,
 * joined by events within 12 hours of its first) is exactly the events of one calendar day, as the
 * triggers would have grouped them one by one. The session's time zone is UTC.
 */
export function daytime(after, days, frac) {
  const candidate = `(date_trunc('day', ${after}) + floor(${days}) * interval '1 day' + interval '8 hours' + (${frac}) * interval '12 hours')`
  return `(${candidate} + case when ${candidate} < ${after} then interval '1 day' else interval '0' end)`
}

/**
 * A count with a long tail (Lomax, α = 2.5) and the given mean: most rows get a few, a handful get
 * hundreds, as attention spreads in a real community.
 */
export const longTail = (uniform, mean) => `floor(${mean * 1.5} * (power(1 - ${uniform}, -0.4) - 1))`

/** An exponential delay in days with the given mean. */
export const delayDays = (uniform, mean) => `(-ln(1 - ${uniform}) * ${mean})`
