/** PostgreSQL's unique_violation, however deep the driver or drizzle wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** Runs `work`; if it lost a race on a unique index, runs it once more (it will see the winner's row). */
export async function retryOnUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (isUniqueViolation(err)) return work()
    throw err
  }
}
