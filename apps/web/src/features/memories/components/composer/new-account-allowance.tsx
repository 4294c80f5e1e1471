import { useEffect } from 'react'
import type { MemoryAllowance } from '@kindred/contract/memories'
import { formatDateTime } from '@/lib/format-date'
import { useTimeReached } from '@/lib/use-time-reached'

type NewAccount = NonNullable<MemoryAllowance['new_account']>

const memories = (count: number) => `${count} ${count === 1 ? 'memory' : 'memories'}`

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
            {left === perDay
              ? `Your account is new, so you can share up to ${memories(perDay)} today.`
              : `Your account is new, so you can share ${left} more ${left === 1 ? 'memory' : 'memories'} today.`}
          </p>
          <p>
            Memories saved to your journal count too. This limit ends on <At iso={until} />.
          </p>
        </>
      ) : (
        <>
          <p className="font-semibold">
            You have shared or saved the {memories(perDay)} a new account can share today.
          </p>
          <p>
            You can share again from <At iso={againAt} />. You can still write now: your draft is kept in this
            tab until you share it.
          </p>
        </>
      )}
    </div>
  )
}
