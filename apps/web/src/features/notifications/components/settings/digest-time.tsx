import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { browserTimeZone, formatHour, timeZoneChoices } from '../../lib/time-zones'
import type { EmailChoices } from './use-email-choices'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
const selectClass =
  'min-h-11 max-w-full rounded-xl border-2 border-line bg-card px-3 py-2 text-ink disabled:opacity-60'

/** When the daily summary comes: an hour of the day, in a time zone (the browser's unless changed). */
export function DigestTime({ choices }: { choices: EmailChoices }) {
  const { i18n } = useLingui()
  const id = useId()
  const { email, change, busy } = choices
  const here = browserTimeZone()
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-hour`} className="font-semibold">
          <Trans>Hour of the daily summary</Trans>
        </label>
        <select
          id={`${id}-hour`}
          className={selectClass}
          value={email.digest_hour}
          disabled={busy}
          onChange={(event) => change({ digest_hour: Number(event.target.value) })}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {formatHour(hour, i18n.locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-zone`} className="font-semibold">
          <Trans>Time zone</Trans>
        </label>
        <span id={`${id}-zone-hint`} className="text-base text-muted">
          <Trans>This browser is set to {here}.</Trans>
        </span>
        <select
          id={`${id}-zone`}
          aria-describedby={`${id}-zone-hint`}
          className={selectClass}
          value={email.time_zone}
          disabled={busy}
          onChange={(event) => change({ time_zone: event.target.value })}
        >
          {timeZoneChoices(email.time_zone, here).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
