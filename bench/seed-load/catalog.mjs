import { createHash } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import { ARGON2_PARAMS } from '../../apps/server/src/modules/identity/password.ts'

// The server's own definitions, from its TypeScript sources (the generator runs through tsx): the
// order of the safety filters (a memory's warnings follow it) and the argon2id parameters.
export { SAFETY_FILTER_SLUGS } from '../../packages/contract/src/preferences-content.ts'

/**
 * One argon2id hash of `password` with the server's parameters (identity/password.ts), so a login
 * verifies it and finds nothing to re-hash. The salt comes from the seed: the same run, the same rows.
 */
export async function passwordHash(password, seed) {
  const salt = createHash('sha256').update(`kindred seed-load ${seed}`).digest().subarray(0, 16)
  return hash(password, { ...ARGON2_PARAMS, salt })
}

/** What the server loaded from content/: enabled tags, feedback phrases and preference options. */
export async function readCatalog(db) {
  const tags = await db.rows(
    'select id, mt, safety_filters as filters from memory_tags where not disabled order by id',
  )
  const phrases = await db.rows(
    'select id, applies_to from feedback_phrases where not disabled order by sort_order, id',
  )
  const options = await db.rows(
    'select id, category from preference_options order by category, sort_order, id',
  )
  return {
    tags: tags.map((t) => ({ id: Number(t.id), mt: t.mt.map(Number), filters: t.filters })),
    memoryPhrases: phrases.filter((p) => p.applies_to.includes('memory')).map((p) => Number(p.id)),
    commentPhrases: phrases.filter((p) => p.applies_to.includes('comment')).map((p) => Number(p.id)),
    options: options.map((o) => ({ id: Number(o.id), category: o.category })),
  }
}
