import type { Mock } from 'vitest'
import type { AuthRule } from '@/lib/auth-header'

/**
 * What `call` asked of the API client (mocked by the test with `vi.mock('@/lib/api-client')`): the
 * path, the method, and when it sends authentication (SPEC §3.5, seed §6), `always` unless it says.
 */
export async function declaredBy(apiRequest: Mock, call: () => Promise<unknown>) {
  await call()
  const [path, options] = (apiRequest.mock.calls.at(-1) ?? []) as [
    string,
    { auth?: AuthRule; method?: string } | undefined,
  ]
  return { path, method: options?.method ?? 'GET', auth: options?.auth ?? 'always' }
}
