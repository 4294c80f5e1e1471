import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getCompactPreferences } from './get-compact-preferences'
import { getOptions } from './get-options'
import { getUserPreferences } from './get-user-preferences'
import { updatePreferences } from './update-preferences'
import { declaredBy } from '@/test/declared-request'

// Preference calls are none of the seed's exceptions (§6): they send authentication whenever signed in.
const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client', () => ({ apiRequest }))

beforeEach(() => {
  apiRequest.mockReset()
  apiRequest.mockResolvedValue({})
})

describe('the authentication rule each preferences call declares', () => {
  it.each<[string, () => Promise<unknown>]>([
    ['get-options', getOptions],
    ['get-user-preferences', getUserPreferences],
    ['update', () => updatePreferences({ theme: 22 })],
    ['/users/preference', getCompactPreferences],
  ])('%s: always', async (_name, call) => {
    expect((await declaredBy(apiRequest, call)).auth).toBe('always')
  })
})
