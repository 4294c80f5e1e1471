import { GUIDE_PREFIX } from '@kindred/contract/guide-constants'
import { worded } from '@/lib/i18n/worded-key'

export const GUIDE_API = GUIDE_PREFIX

/**
 * TanStack Query keys of the guide. Everything read with a session id sits under
 * `['guide', 'session', id]`, so deleting the session drops all of it at once (the comments on its
 * report's sections too, whose keys the comments feature keeps there).
 */
export const guideKeys = {
  all: ['guide'] as const,
  get groups() {
    return worded(['guide', 'groups'])
  },
  detail: (typeId: number) => worded(['guide', 'detail', typeId]),
  currentSession: ['guide', 'current-session'] as const,
  get stats() {
    return worded(['guide', 'stats'])
  },
  session: (sessionId: string) => ['guide', 'session', sessionId] as const,
  group: (sessionId: string, groupId: number) => worded(['guide', 'session', sessionId, 'group', groupId]),
  answers: (sessionId: string) => ['guide', 'session', sessionId, 'answers'] as const,
  result: (sessionId: string, answerId: number) =>
    worded(['guide', 'session', sessionId, 'result', answerId]),
  report: (sessionId: string, reportId: number) =>
    worded(['guide', 'session', sessionId, 'report', reportId]),
}
