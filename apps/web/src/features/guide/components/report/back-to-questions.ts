import { focusOnArrival } from '../../hooks/use-focus-on-arrival'
import { useGuideStore } from '../../stores/guide-store'

/** Leaves the report for the questions, at the group the person was on. */
export function backToQuestions(): void {
  focusOnArrival('group')
  useGuideStore.getState().setGoToReport(false)
}
