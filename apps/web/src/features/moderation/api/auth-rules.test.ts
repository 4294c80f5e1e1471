import { beforeEach, describe, expect, it, vi } from 'vitest'
import { REPORT_TARGETS } from '@kindred/contract/moderation-content'
import { getReasons } from './get-reasons'
import { sendReport } from './send-report'
import { declaredBy } from '@/test/declared-request'

// Each call declares when it sends authentication (SPEC §3.5, seed §6): both always.
const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client', () => ({ apiRequest }))

beforeEach(() => {
  apiRequest.mockReset()
  apiRequest.mockResolvedValue({ results: [] })
})

describe('the authentication rule each moderation call declares', () => {
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['reasons', () => getReasons('person'), 'GET', '/reason/list/3'],
    [
      'report',
      () => sendReport({ target_kind: REPORT_TARGETS.memory, target: 'a-link', reason_id: 2 }),
      'POST',
      '/api/v1/report/',
    ],
  ])('%s sends it whenever signed in: always', async (_name, call, method, path) => {
    expect(await declaredBy(apiRequest, call)).toEqual({ path, method, auth: 'always' })
  })
})
