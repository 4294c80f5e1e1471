/** A memory as an answer showed it: its id and the version it had when the answer was read. */
export interface VersionPair {
  id: string
  version: string
}

/** One string for a (memory, version) pair: what shared copies are keyed by and checks compare. */
export const versionKey = ({ id, version }: VersionPair) => `${id}@${version}`

/** Which of the pairs are still current (the memory there, its version unchanged), as `versionKey`s. */
export type CurrentVersions = (pairs: readonly VersionPair[]) => Promise<Set<string>>

/**
 * Checks answers' (memory, version) pairs against the database, many answers in one statement
 * (decision 060). A check asked for while another is running waits for the next one, which starts
 * after that one ends, so after every check that was asked for: whatever was committed before a
 * check was asked is seen by the statement that answers it (strict). All the checks waiting then
 * share that one statement, on the union of their pairs: under load one statement answers many
 * hits, and on a quiet instance a hit waits for nothing but its own.
 *
 * Answers true when every pair is current. A failed statement answers false (the caller reads the
 * answer anew, as on a miss).
 */
export function createBatchedVersionCheck(current: CurrentVersions) {
  let waiting: { pairs: readonly VersionPair[]; resolve: (fresh: boolean) => void }[] = []
  let running = false

  async function runNext() {
    if (running || waiting.length === 0) return
    running = true
    const batch = waiting
    waiting = []
    const union = new Map<string, VersionPair>()
    for (const { pairs } of batch) for (const pair of pairs) union.set(versionKey(pair), pair)
    let found: Set<string> | null = null
    try {
      found = await current([...union.values()])
    } catch {
      found = null
    }
    for (const { pairs, resolve } of batch)
      resolve(found !== null && pairs.every((pair) => found.has(versionKey(pair))))
    running = false
    void runNext()
  }

  return (pairs: readonly VersionPair[]): Promise<boolean> =>
    new Promise((resolve) => {
      waiting.push({ pairs, resolve })
      void runNext()
    })
}
