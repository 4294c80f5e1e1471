// After each kill: every acknowledged write of the run, looked up by SQL in the database itself.
// Each query receives the ledger of one kind as JSON and returns the positions (1-based) of the
// records it cannot find.

const byEmail = (alias) => `join users u on u.id = ${alias} and u.email_normalized = r.v->>'email'`
const memoryGiven = (table) =>
  `select 1 from ${table} x join memories m on m.id = x.memory_id ${byEmail('x.user_id')}
   where m.shareable_link = r.v->>'link'`

/** For each kind, the condition one record `r.v` of the ledger must meet. */
const FOUND = {
  register: `select 1 from users u where u.email_normalized = r.v->>'email'`,
  guide_answer: `select 1 from guide_answers a where a.id = (r.v->>'id')::bigint and a.value = r.v->>'value'`,
  memory: `select 1 from memories m ${byEmail('m.author_id')} where m.shareable_link = r.v->>'link'`,
  me_too: memoryGiven('me_toos'),
  love: memoryGiven('memory_loves'),
  vote: memoryGiven('votes'),
  comment: `select 1 from comments c join memories m on m.id = c.memory_id ${byEmail('c.author_id')}
    where c.id = (r.v->>'id')::bigint and m.shareable_link = r.v->>'link'`,
  connection_request: `select 1 from connections c
    join users a on a.id = c.requester_id and a.email_normalized = r.v->>'from'
    join users b on b.id in (c.user_low, c.user_high) and b.id <> a.id and b.email_normalized = r.v->>'to'`,
  // The theme acknowledged last, or one sent after it whose answer the kill cut off.
  preference: `select 1 from user_preference_choices ch ${byEmail('ch.user_id')}
    where ch.option_id in (select jsonb_array_elements_text(r.v->'themes')::int)`,
  report: `select 1 from flags f ${byEmail('f.flagger_user_id')}
    where f.subject_kind = 'comment' and f.subject_id = (r.v->>'comment')::bigint`,
  moderation_decision: `select 1 from moderation_actions a ${byEmail('a.moderator_id')}
    where a.subject_kind = 'comment' and a.subject_id = (r.v->>'comment')::bigint and a.decision = 'dismiss'`,
}

/**
 * The records to look for: the ledger as written, except preferences, where only each person's
 * latest state counts (a later acknowledged theme replaces an earlier one by design).
 */
function recordsOf(world, kind) {
  if (kind !== 'preference') return world.ledger[kind]
  return [...world.themes.entries()]
    .filter(([, state]) => state.acknowledged !== null)
    .map(([email, state]) => ({ email, themes: [state.acknowledged, ...state.sentSince] }))
}

/** Every acknowledged write missing from the database, by kind. */
export async function findMissing(db, world) {
  const missing = {}
  for (const kind of Object.keys(FOUND)) {
    const records = recordsOf(world, kind)
    if (records.length === 0) {
      missing[kind] = []
      continue
    }
    const rows = await db.rows(
      `select r.i::int as i from jsonb_array_elements($1::jsonb) with ordinality as r(v, i)
       where not exists (${FOUND[kind]})`,
      [JSON.stringify(records)],
    )
    missing[kind] = rows.map((row) => records[row.i - 1])
  }
  return missing
}
