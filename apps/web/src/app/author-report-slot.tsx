import { useLingui } from '@lingui/react/macro'
import { usePersonAlternatives, type NamedPerson } from '@/features/connections/hooks/use-person-alternatives'
import { ReportButton } from '@/features/moderation/components/report-button'

// The report in the author's menu (author-menu-slot.tsx), loaded when the menu is opened.

/** Report a named author; for "I'd rather not see this", mute or block them (their memory goes too). */
export function AuthorReport({ author }: { author: NamedPerson }) {
  const { t } = useLingui()
  const name = author.display_name
  return (
    <ReportButton
      targetKind="person"
      target={author.public_id}
      subjectLabel={author.display_name}
      buttonLabel={t`Report ${name}`}
      alternatives={usePersonAlternatives(author, { leaveOnBlock: true })}
    />
  )
}
