import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { EmailMode } from '@kindred/contract/notifications-settings'
import { DEFAULT_TIME_ZONE } from '@kindred/contract/notifications-settings-constants'
import { HintedChoice } from '@/components/ui/hinted-choice'
import { browserTimeZone } from '../../lib/time-zones'
import type { EmailChoices } from './use-email-choices'

export const MODE_CHOICES: { mode: EmailMode; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { mode: 'off', label: msg`No emails`, hint: msg`You see what is new when you open Kindred.` },
  {
    mode: 'immediate',
    label: msg`As things happen`,
    hint: msg`What arrives within a few minutes comes together in one email.`,
  },
  {
    mode: 'daily',
    label: msg`One daily summary`,
    hint: msg`At most one email a day, at the hour you choose.`,
  },
]

/** Off, as things happen (batched), or one daily summary. */
export function EmailModeChoices({ choices }: { choices: EmailChoices }) {
  const { t } = useLingui()
  const id = useId()
  const { email, change, busy } = choices
  const choose = (mode: EmailMode) => {
    // The first daily summary comes at the person's own hour: their browser's time zone, unless
    // they have chosen one (the server's default means they have not).
    const zone = browserTimeZone()
    const adoptZone = mode === 'daily' && email.time_zone === DEFAULT_TIME_ZONE && zone !== DEFAULT_TIME_ZONE
    change(adoptZone ? { mode, time_zone: zone } : { mode })
  }
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">
        <Trans>Email me about new things</Trans>
      </legend>
      {MODE_CHOICES.map(({ mode, label, hint }) => (
        <HintedChoice
          key={mode}
          id={`${id}-${mode}`}
          type="radio"
          name={`${id}-mode`}
          label={t(label)}
          hint={t(hint)}
          hintId={`${id}-${mode}-hint`}
          checked={email.mode === mode}
          disabled={busy}
          onChange={() => choose(mode)}
        />
      ))}
    </fieldset>
  )
}
