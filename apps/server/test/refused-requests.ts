import { MEMORY_PATHS } from '@kindred/contract/memories'
import type { TestBrowser } from './test-browser'

/**
 * What a read costs a hundred times alone, and a hundred times each after one of three requests
 * that change nothing: by `member`, refused as it stands (422) and from another site (403), and a
 * visitor's sign-out with no session (204). A cache must not be emptied by them (decisions 028,
 * 042): the second sum stays near the first. `read` answers its cost (statements, say).
 */
export async function costAroundRefusals(
  member: TestBrowser,
  visitor: TestBrowser,
  read: () => Promise<number>,
) {
  const refusals = [
    () => member.post(MEMORY_PATHS.create, {}),
    () =>
      member.post(
        MEMORY_PATHS.create,
        { title: 'From another site' },
        { headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' } },
      ),
    () => visitor.post('/api/v1/auth/logout', {}),
  ]
  let quiet = 0
  for (let i = 0; i < 100; i++) quiet += await read()
  let interrupted = 0
  const statuses = new Set<number>()
  for (let i = 0; i < 100; i++) {
    statuses.add((await refusals[i % refusals.length]!()).statusCode)
    interrupted += await read()
  }
  return { quiet, interrupted, statuses: [...statuses].sort() }
}
