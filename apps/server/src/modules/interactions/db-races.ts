/**
 * PostgreSQL's foreign_key_violation, however deep the driver or drizzle wrapped it: a reaction
 * written while its memory or comment is being deleted (the row was checked a moment before).
 */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true
  }
  return false
}
