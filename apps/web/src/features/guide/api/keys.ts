import { GUIDE_PREFIX } from '@kindred/contract/guide-constants'

export const GUIDE_API = GUIDE_PREFIX

/**
 * TanStack Query keys of the guide. Everything read with a session id sits under
 * `['guide', 'session', id]`, so deleting the session drops all of it at once (the comments on its
 * report's sections too, whose keys the comments feature keeps there).
 */
export const guideKeys = {
  all: ['guide'] as const,
  groups: ['guide', 'groups'] as const,
  detail: (typeId: number) => ['guide', 'detail', typeId] as const,
  currentSession: ['guide', 'current-session'] as const,
  stats: ['guide', 'stats'] as const,
  session: (sessionId: string) => ['guide', 'session', sessionId] as const,
  group: (sessionId: string, groupId: number) => ['guide', 'session', sessionId, 'group', groupId] as const,
  answers: (sessionId: string) => ['guide', 'session', sessionId, 'answers'] as const,
  result: (sessionId: string, answerId: number) =>
    ['guide', 'session', sessionId, 'result', answerId] as const,
  report: (sessionId: string, reportId: number) =>
    ['guide', 'session', sessionId, 'report', reportId] as const,
}
