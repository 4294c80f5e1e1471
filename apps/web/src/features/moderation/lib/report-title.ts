import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReportTarget } from '@kindred/contract/moderation-content'

/**
 * The report dialog's name and heading, whole for each kind of thing: "Report this memory",
 * "Report this comment", or "Report" and the person's name (`subjectLabel`), which languages join
 * differently (Spanish says "Reportar a …" of a person).
 */
export function reportTitle({
  targetKind,
  subjectLabel,
}: {
  targetKind: Exclude<ReportTarget, 'guide_comment'>
  subjectLabel: string
}): MessageDescriptor {
  if (targetKind === 'memory') return msg`Report this memory`
  if (targetKind === 'comment') return msg`Report this comment`
  return msg`Report ${subjectLabel}`
}
