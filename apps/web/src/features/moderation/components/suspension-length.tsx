import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { SUSPENSION_DAYS } from '@kindred/contract/moderation-queue-constants'
import { daysWords } from '../lib/moderation-words'

/** A suspension's length: one of SUSPENSION_DAYS, or null until a moderator lifts it. */
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number] | null

interface SuspensionLengthProps {
  name: string
  days: SuspensionDays
  onDays: (days: SuspensionDays) => void
}

const CHOICES = [
  ...SUSPENSION_DAYS.map((days) => ({ days, label: daysWords(days) })),
  { days: null, label: msg`Until lifted` },
]

/** How long a suspension lasts, in words: "1 day" to "90 days", or "Until lifted". */
export function SuspensionLength({ name, days, onDays }: SuspensionLengthProps) {
  const { t } = useLingui()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">
        <Trans>For how long?</Trans>
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {CHOICES.map((choice) => (
          <label key={choice.days ?? 'until-lifted'} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              checked={days === choice.days}
              onChange={() => onDays(choice.days)}
              className="size-5 shrink-0 accent-brand dark:accent-brand-soft"
            />
            <span>{t(choice.label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
