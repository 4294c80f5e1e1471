import { queryOptions, useQuery } from '@tanstack/react-query'
import { GuideReportSchema } from '@kindred/contract/guide'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

/** A report, when coming back to it: both the report id and the session must match. */
export function getReport(sessionId: string, reportId: number) {
  return guideRequest('/report/get/', {
    query: { report_id: reportId, session_id: sessionId },
    schema: GuideReportSchema,
  })
}

/** A report changes only when it is built again, which puts the new one in the cache. */
export const reportQueryOptions = (sessionId: string, reportId: number) =>
  queryOptions({
    queryKey: guideKeys.report(sessionId, reportId),
    queryFn: () => getReport(sessionId, reportId),
    staleTime: Infinity,
  })

export function useReport(sessionId: string, reportId: number) {
  return useQuery(reportQueryOptions(sessionId, reportId))
}
