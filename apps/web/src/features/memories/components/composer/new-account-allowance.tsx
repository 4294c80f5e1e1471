import { useEffect } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import type { MemoryAllowance } from '@kindred/contract/memories'
import { formatDateTime } from '@/lib/format-date'
import { useTimeReached } from '@/lib/use-time-reached'

type NewAccount = NonNullable<MemoryAllowance['new_account']>

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>

interface NewAccountAllowanceProps {
  allowance: NewAccount | null | undefined
  /** The time the notice names has come (the limit ended, or sharing opened again): ask again. */
  onTimeCome: () => void
}

/**
 * At the top of the composer, before anything is written (SPEC §3.6, decision 037): how many
 * memories a new account can still share today and when that limit ends, or, with none left, that
 * sharing waits until when, and that what is written now is kept. Nothing for an older account, and
 * nothing once the time the server named has come (the composer then asks the server again).
 */
export function NewAccountAllowance({ allowance, onTimeCome }: NewAccountAllowanceProps) {
  const over = useTimeReached(allowance ? (allowance.again_at ?? allowance.until) : null)
  useEffect(() => {
    if (allowance && over) onTimeCome()
  }, [allowance, over, onTimeCome])
  if (!allowance || over) return null
  const { per_day: perDay, left, until, again_at: againAt } = allowance
  return (
    <div className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-calm px-5 py-4">
      {left > 0 || !againAt ? (
        <>
          <p className="font-semibold">
            {left === perDay ? (
              <Plural
                value={perDay}
                one="Your account is new, so you can share up to # memory today."
                other="Your account is new, so you can share up to # memories today."
              />
            ) : (
              <Plural
                value={left}
                one="Your account is new, so you can share # more memory today."
                other="Your account is new, so you can share # more memories today."
              />
            )}
          </p>
          <p>
            <Trans>
              Memories saved to your journal count too. This limit ends on <At iso={until} />.
            </Trans>
          </p>
        </>
      ) : (
        <>
          <p className="font-semibold">
            <Plural
              value={perDay}
              one="You have shared or saved the # memory a new account can share today."
              other="You have shared or saved the # memories a new account can share today."
            />
          </p>
          <p>
            <Trans>
              You can share again from <At iso={againAt} />. You can still write now: your draft is kept in
              this tab until you share it.
            </Trans>
          </p>
        </>
      )}
    </div>
  )
}
