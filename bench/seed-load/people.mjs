import fs from 'node:fs'
import path from 'node:path'
import { NOTIFICATION_TYPES } from '../../packages/contract/src/notifications.ts'
import { base32, intArray, lit, textArray } from './sql.mjs'

/**
 * Every generated person signs in with this password at `person-<n>@load.kindred.test` (n from 1 to
 * the number of people), so a benchmark can act as any of them. All share one argon2id hash, made
 * once with the server's own parameters.
 */
export const LOAD_PASSWORD = 'kindred load person passphrase'
export const loadEmail = (n) => `person-${n}@load.kindred.test`

/**
 * People and their choices: accounts (verified, pseudonyms as at sign-up), interaction settings for
 * a few (not listed as voter, not taking requests), mutes, blocks, muted notification types, safety
 * filters for a quarter of them and an empathy text for some.
 */
export function peopleSteps(ctx, { passwordHash, root, options }) {
  const { people: P, u, bits30, unique30, personCreated } = ctx
  const names = JSON.parse(fs.readFileSync(path.join(root, 'content/identity/display-names.json'), 'utf8'))
  const person = `(select g, ${personCreated('g')} as created from generate_series(1, ${P}) g) p`
  // Two people and when the later of them could first act on the other.
  const pairOf = (chance, who, whom) => `
    select g, w, greatest(p.created, ${personCreated('w')}) + interval '1 day' as since
    from (select p.g, p.created, 1 + floor(${u('p.g', whom)} * ${P})::bigint as w from ${person} where ${u('p.g', who)} < ${chance}) p
    where w <> g`
  const publicId = `${base32(unique30('g', 'publicId'))} || ${base32(bits30('g', 'personCode'))} || ${base32(bits30('-g', 'personCode'), 4)}`
  const filters = options.filter((o) => o.category === 'safety_filters').map((o) => o.id)
  const empathy = options.filter((o) => o.category === 'empathy_button_text').map((o) => o.id)
  return [
    {
      table: 'users',
      sql: `insert into users (id, public_id, email, email_normalized, password_hash, display_name, role, email_verified_at, created_at)
        select g, ${publicId}, 'person-' || g || '@load.kindred.test', 'person-' || g || '@load.kindred.test',
          ${lit(passwordHash)},
          (${textArray(names.adjectives)})[1 + floor(${u('g', 'personName1')} * ${names.adjectives.length})::int] || ' ' ||
          (${textArray(names.nouns)})[1 + floor(${u('g', 'personName2')} * ${names.nouns.length})::int],
          'user', created + interval '10 minutes', created
        from ${person} order by g`,
    },
    {
      table: 'interaction_settings',
      sql: `insert into interaction_settings (user_id, accepts_connection_requests, listed_as_voter, updated_at)
        select g, ${u('g', 'settingsAccepts')} >= 0.4, ${u('g', 'settingsListed')} >= 0.5, created + interval '2 days'
        from ${person} where ${u('g', 'settings')} < 0.06`,
    },
    {
      table: 'user_mutes',
      sql: `insert into user_mutes (muter_id, muted_id, created_at) select g, w, since from (${pairOf(0.01, 'mute', 'muteWhom')}) m`,
    },
    {
      table: 'user_blocks',
      sql: `insert into user_blocks (blocker_id, blocked_id, created_at) select g, w, since from (${pairOf(0.005, 'block', 'blockWhom')}) b`,
    },
    {
      table: 'notification_muted_types',
      sql: `insert into notification_muted_types (user_id, type, created_at)
        select g, (${textArray(NOTIFICATION_TYPES)})[1 + floor(${u('g', 'mutedTypeWhich')} * ${NOTIFICATION_TYPES.length})::int],
          created + interval '1 day'
        from ${person} where ${u('g', 'mutedType')} < 0.02`,
    },
    {
      table: 'user_preference_choices',
      sql: `insert into user_preference_choices (user_id, option_id, created_at)
        select g, (${intArray(filters)})[1 + (floor(${u('g', 'filtersFirst')} * ${filters.length})::int + j - 1) % ${filters.length}],
          created + interval '1 day'
        from ${person}, generate_series(1, 1 + floor(${u('p.g', 'filtersCount')} * 3)::int) j
        where ${u('g', 'filters')} < 0.25
        union all
        select g, (${intArray(empathy)})[1 + floor(${u('g', 'empathyWhich')} * ${empathy.length})::int], created + interval '1 day'
        from ${person} where ${u('g', 'empathy')} < 0.1`,
    },
  ]
}
