import { SUSPENSION_DAYS } from '@kindred/contract/moderation-queue-constants'
import { daysWords } from '../lib/moderation-words'

/** A suspension's length: one of SUSPENSION_DAYS, or null until a moderator lifts it. */
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number] | null

interface SuspensionLengthProps {
  name: string
  days: SuspensionDays
  onDays: (days: SuspensionDays) => void
}

const CHOICES: { days: SuspensionDays; label: string }[] = [
  ...SUSPENSION_DAYS.map((days) => ({ days, label: daysWords(days) })),
  { days: null, label: 'Until lifted' },
]

/** How long a suspension lasts, in words: "1 day" to "90 days", or "Until lifted". */
export function SuspensionLength({ name, days, onDays }: SuspensionLengthProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">For how long?</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {CHOICES.map((choice) => (
          <label key={choice.label} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              checked={days === choice.days}
              onChange={() => onDays(choice.days)}
              className="size-5 shrink-0 accent-brand dark:accent-brand-soft"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
