import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { HintedChoice } from '@/components/ui/hinted-choice'
import type { EmailChoices } from './use-email-choices'

export const DETAILED_LABEL = msg`Show titles and names in my emails`
export const DETAILED_WARNING = msg`Anyone who sees your inbox, or the preview of a new email on your phone, would then see the titles of memories and the names of the people who reacted. Leave this off if someone else might see your email.`

/** The opt-in to a detailed mail, with the plain warning read out with it. */
export function DetailedEmailChoice({ choices }: { choices: EmailChoices }) {
  const { t } = useLingui()
  const id = useId()
  const { email, change, busy } = choices
  return (
    <HintedChoice
      id={id}
      type="checkbox"
      label={t(DETAILED_LABEL)}
      hint={<strong className="font-semibold text-ink">{t(DETAILED_WARNING)}</strong>}
      hintId={`${id}-warning`}
      spaced
      checked={email.detailed}
      disabled={busy}
      onChange={(event) => change({ detailed: event.target.checked })}
    />
  )
}
