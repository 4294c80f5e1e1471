import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GuideReportSchema } from '@kindred/contract/guide'
import { focusOnArrival } from '../hooks/use-focus-on-arrival'
import { useGuideStore } from '../stores/guide-store'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

/**
 * Builds the report from the answers so far (`partial`), or, when the person says they are done,
 * the final one (`complete`). One report per session: its id stays the same when rebuilt.
 */
export function generateReport(sessionId: string, complete: boolean) {
  return guideRequest(complete ? '/report/generate-complete/' : '/report/generate/', {
    method: 'POST',
    body: { session_id: sessionId },
    schema: GuideReportSchema,
  })
}

export function useGenerateReport(sessionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (complete: boolean) => generateReport(sessionId, complete),
    onSuccess: (report) => {
      queryClient.setQueryData(guideKeys.report(sessionId, report.report_id), report)
      const store = useGuideStore.getState()
      // Numbers may now name other sections: start the report with every section shown.
      store.clearShortcuts()
      store.setReport(report.report_id, report.status === 'complete')
      store.setGoToReport(true)
      focusOnArrival('report')
    },
  })
}
