/** Whether a PostgreSQL error of this SQLSTATE is anywhere in the chain the driver or drizzle wrapped. */
function hasSqlState(err: unknown, code: string): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true
  }
  return false
}

/** PostgreSQL's unique_violation, however deep the driver or drizzle wrapped it. */
export const isUniqueViolation = (err: unknown) => hasSqlState(err, '23505')

/**
 * PostgreSQL's foreign_key_violation: what a write points to (a memory, a comment replied to or
 * reacted to) was deleted between the check and the write.
 */
export const isForeignKeyViolation = (err: unknown) => hasSqlState(err, '23503')
/** Runs `work`; if it lost a race on a unique index, runs it once more (it will see the winner's row). */
export async function retryOnUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (isUniqueViolation(err)) return work()
    throw err
  }
}
