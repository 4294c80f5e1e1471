import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createComment } from './create-comment'
import { deleteComment } from './delete-comment'
import { editComment } from './edit-comment'
import { listComments } from './list-comments'
import { declaredBy } from '@/test/declared-request'

// Each call declares when it sends authentication (SPEC §3.5, seed §6). Comments are not a memory
// list: a signed-in person's comments read as theirs (`is_mine`) on every page.
const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client', () => ({ apiRequest }))

beforeEach(() => {
  apiRequest.mockReset()
  apiRequest.mockResolvedValue({})
})

const memory = { kind: 'memory', shareableLink: 'a-link' } as const

describe('the authentication rule each comments call declares', () => {
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['list', () => listComments('a-link', 2), 'GET', '/api/v1/comments/list/a-link/10/2'],
    ['create', () => createComment(memory, { body: 'Hi', anonymous: true }), 'POST', '/api/v1/comments/'],
    ['edit', () => editComment(memory, '5', 'Hi'), 'PATCH', '/api/v1/comments/5/'],
    ['delete', () => deleteComment(memory, '5'), 'DELETE', '/api/v1/comments/5/'],
  ])('%s sends it whenever signed in: always', async (_name, call, method, path) => {
    expect(await declaredBy(apiRequest, call)).toEqual({ path, method, auth: 'always' })
  })
})
