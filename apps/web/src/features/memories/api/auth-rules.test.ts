import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemory } from './create-memory'
import { deleteMemory } from './delete-memory'
import { editMemory } from './edit-memory'
import { getFeed } from './get-feed'
import { getMemoriesBulk } from './get-memories-bulk'
import { getMemory } from './get-memory'
import { getMemoryAllowance } from './get-memory-allowance'
import { getMyMemories } from './get-my-memories'
import { getSnippets } from './get-snippets'
import { getTags } from './get-tags'
import { getUserMemories } from './get-user-memories'
import { hideMemory } from './hide-memory'
import { searchMemories } from './search-memories'
import { unhideMemory } from './unhide-memory'
import { declaredBy } from '@/test/declared-request'

// Each call declares when it sends authentication (SPEC §3.5, seed §6); what the header then does is
// tested with the rule itself (lib/auth-header.test.ts). Here only the declaration is checked.
const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client', () => ({ apiRequest }))

beforeEach(() => {
  apiRequest.mockReset()
  apiRequest.mockResolvedValue({ results: [], missing: [] })
})

const search = {
  q: 'kitchen',
  tagIds: [],
  mt: null,
  ageRange: null,
  language: null,
  sort: 'relevance' as const,
  page: 1,
}
const body = { title: 'A title', body: 'Twenty characters or more.', mt: 1 as const }

describe('the authentication rule each memories call declares', () => {
  it.each<[string, () => Promise<unknown>]>([
    ['feed', () => getFeed('newest', null, 1)],
    ['snippets', () => getSnippets([1, 2], 'es', 1)],
    ['my memories', () => getMyMemories(1)],
    ['user memories', () => getUserMemories('heron', 'abc123')],
  ])('%s is a memory list call: memory-list', async (_name, call) => {
    expect((await declaredBy(apiRequest, call)).auth).toBe('memory-list')
  })

  it('search sends authentication only when signed in: when-signed-in', async () => {
    expect((await declaredBy(apiRequest, () => searchMemories(search))).auth).toBe('when-signed-in')
  })

  it.each<[string, () => Promise<unknown>]>([
    ['details', () => getMemory('abc123')],
    ['bulk', () => getMemoriesBulk(['a-link'])],
    ['create', () => createMemory(body)],
    ['edit', () => editMemory('abc123', { title: 'New' })],
    ['delete', () => deleteMemory('abc123')],
    ['hide', () => hideMemory('abc123')],
    ['unhide', () => unhideMemory('abc123')],
    ['tags', () => getTags('feelings', 1)],
    ['allowance', () => getMemoryAllowance()],
  ])('%s sends it whenever signed in: always', async (_name, call) => {
    expect((await declaredBy(apiRequest, call)).auth).toBe('always')
  })
})
