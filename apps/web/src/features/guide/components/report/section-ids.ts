/** Ids inside the report, derived from section slugs so links and shortcuts agree. */
export const sectionId = (slug: string) => `report-section-${slug}`
export const sectionHeadingId = (slug: string) => `report-section-${slug}-heading`
export const sourceIdPrefix = (slug: string) => `report-section-${slug}-source`

/** Moves focus (and the view) to an element in the report, as an in-page link would. */
export function focusElement(id: string): void {
  const element = document.getElementById(id)
  if (!element) return
  element.focus({ preventScroll: true })
  element.scrollIntoView?.({ block: 'start' })
}
