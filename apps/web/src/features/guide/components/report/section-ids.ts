import { moveFocus } from '@/lib/move-focus'

/** Ids inside the report, derived from section slugs so links and shortcuts agree. */
export const sectionId = (slug: string) => `report-section-${slug}`
export const sectionHeadingId = (slug: string) => `report-section-${slug}-heading`
export const sectionPanelId = (slug: string) => `report-section-${slug}-panel`
export const REPORT_SOURCES_ID = 'report-sources'
export const reportSourceId = (n: number) => `report-source-${n}`

/** Moves focus (and the view) to an element in the report, as an in-page link would. */
export function focusElement(id: string): void {
  const element = document.getElementById(id)
  if (!element) return
  moveFocus(element, { preventScroll: true })
  element.scrollIntoView?.({ block: 'start' })
}
