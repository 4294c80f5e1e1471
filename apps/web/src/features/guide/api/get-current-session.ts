import { queryOptions, useQuery } from '@tanstack/react-query'
import { isApiError } from '@/lib/api-error'
import { useGuideSessionStore } from '../stores/guide-session-store'
import { useGuideStore } from '../stores/guide-store'
import { guideKeys } from './keys'

/**
 * A signed-in person's guide in progress on another device, or null (the server's 404: nothing to
 * resume, so the guide starts as usual). A session found is kept here like one started here; a
 * finished one opens on its report, as on the device it was finished on (issue 34). Like
 * `createSession`, it loads the API client with the call, as the guide's first screen needs it.
 */
export async function getCurrentSession() {
  const { requestCurrentSession } = await import('./session-requests')
  try {
    const session = await requestCurrentSession()
    const { completed = false, report_id: reportId = null } = session
    if (reportId !== null) {
      const guide = useGuideStore.getState()
      guide.setReport(reportId, completed)
      guide.setGoToReport(completed)
    }
    useGuideSessionStore.getState().setSession(session)
    return session
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

export const currentSessionQueryOptions = () =>
  queryOptions({ queryKey: guideKeys.currentSession, queryFn: getCurrentSession, staleTime: 0, gcTime: 0 })

export function useCurrentSession(enabled: boolean) {
  return useQuery({ ...currentSessionQueryOptions(), enabled })
}
