import type { Connection } from '@kindred/contract/connections'

export type ConnectionListStatus = Connection['status']

/**
 * TanStack Query keys of connections. Everything sits under `['connections']`, so asking, answering
 * or removing refreshes the lists and the statuses at once; each memory's connect status has its own
 * key, filled by one batched request for all the memories on screen.
 */
export const connectionKeys = {
  all: ['connections'] as const,
  mine: (status: ConnectionListStatus) => ['connections', 'mine', status] as const,
  memoryList: (shareableLink: string, page: number) =>
    ['connections', 'memory', shareableLink, page] as const,
  statuses: ['connections', 'status'] as const,
  status: (shareableLink: string) => ['connections', 'status', shareableLink] as const,
  blocked: ['connections', 'people', 'blocked'] as const,
  muted: ['connections', 'people', 'muted'] as const,
  settings: ['connections', 'settings'] as const,
}
