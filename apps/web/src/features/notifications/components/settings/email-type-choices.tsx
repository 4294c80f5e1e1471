import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { TYPE_LABELS } from '../notification-settings'
import type { EmailChoices } from './use-email-choices'

/** Which kinds of news an email counts (a kind turned off in the app is never created at all). */
export function EmailTypeChoices({ choices }: { choices: EmailChoices }) {
  const { t } = useLingui()
  const id = useId()
  const { email, change, busy } = choices
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">
        <Trans>Count in my emails when…</Trans>
      </legend>
      {email.types.map(({ type, enabled }) => (
        <div key={type} className="flex items-start gap-3">
          <input
            id={`${id}-${type}`}
            type="checkbox"
            checked={enabled}
            disabled={busy}
            onChange={(event) => change({ types: { [type]: event.target.checked } })}
            className="mt-1 size-6 shrink-0 accent-brand dark:accent-brand-soft"
          />
          <label htmlFor={`${id}-${type}`}>{t(TYPE_LABELS[type])}</label>
        </div>
      ))}
    </fieldset>
  )
}
