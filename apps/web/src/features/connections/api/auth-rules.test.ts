import { beforeEach, describe, expect, it, vi } from 'vitest'
import { acceptRequest } from './accept-request'
import { blockPerson } from './block-person'
import { declineRequest } from './decline-request'
import { getBlockedPeople } from './get-blocked-people'
import { getConnectStatus } from './get-connect-status'
import { getConnectionsList } from './get-connections-list'
import { getInteractionSettings } from './get-interaction-settings'
import { getMutedPeople } from './get-muted-people'
import { getMyConnections } from './get-my-connections'
import { mutePerson } from './mute-person'
import { removeConnection } from './remove-connection'
import { requestConnection } from './request-connection'
import { unblockPerson } from './unblock-person'
import { unmutePerson } from './unmute-person'
import { updateInteractionSettings } from './update-interaction-settings'
import { declaredBy } from '@/test/declared-request'

// Each call declares when it sends authentication (SPEC §3.5, seed §6): none of these is a memory
// list, so each sends it whenever there is a session.
const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client', () => ({ apiRequest }))

beforeEach(() => {
  apiRequest.mockReset()
  apiRequest.mockResolvedValue({ results: [], missing: [] })
})

describe('the authentication rule each connections call declares', () => {
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['request', () => requestConnection({ shareable_link: 'a-link' }), 'POST', '/api/v1/connect/request/'],
    ['accept', () => acceptRequest(3), 'POST', '/api/v1/connect/3/accept/'],
    ['decline', () => declineRequest(3), 'POST', '/api/v1/connect/3/decline/'],
    ['remove', () => removeConnection(3), 'DELETE', '/api/v1/connect/3/'],
    ['mine', () => getMyConnections('pending', 1), 'GET', '/api/v1/connect/mine/'],
    [
      'connections list',
      () => getConnectionsList('a-link', 1),
      'POST',
      '/api/v1/connect/get-connections-list/',
    ],
    ['connect status', () => getConnectStatus(['a-link']), 'POST', '/api/v1/interaction/get-connect-status/'],
    ['block', () => blockPerson('otter'), 'POST', '/api/v1/users/otter/block'],
    ['unblock', () => unblockPerson('otter'), 'DELETE', '/api/v1/users/otter/block'],
    ['mute', () => mutePerson('otter'), 'POST', '/api/v1/users/otter/mute'],
    ['unmute', () => unmutePerson('otter'), 'DELETE', '/api/v1/users/otter/mute'],
    ['blocked list', () => getBlockedPeople(1), 'GET', '/api/v1/users/blocked/'],
    ['muted list', () => getMutedPeople(1), 'GET', '/api/v1/users/muted/'],
    ['settings', () => getInteractionSettings(), 'GET', '/api/v1/connect/settings/'],
    [
      'settings update',
      () => updateInteractionSettings({ listed_as_voter: false }),
      'PATCH',
      '/api/v1/connect/settings/',
    ],
  ])('%s sends it whenever signed in: always', async (_name, call, method, path) => {
    expect(await declaredBy(apiRequest, call)).toEqual({ path, method, auth: 'always' })
  })
})
