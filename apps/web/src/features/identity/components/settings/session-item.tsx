import { Trans, useLingui } from '@lingui/react/macro'
import type { z } from 'zod'
import type { SessionSchema } from '@kindred/contract/identity'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { formatDateTime } from '@/lib/format-date'

type Session = z.infer<typeof SessionSchema>

interface SessionItemProps {
  session: Session
  ending: boolean
  onEnd: () => void
}

/** One device: what it is, when it was used, and a way to sign it out. */
export function SessionItem({ session, ending, onEnd }: SessionItemProps) {
  const { t } = useLingui()
  const device = session.device
  const signedIn = formatDateTime(session.created_at)
  const lastUsed = formatDateTime(session.last_used_at)
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 border-b-2 border-line py-4 last:border-b-0">
      <div className="flex flex-col gap-1">
        <p className="font-semibold">
          {session.device}
          {session.current ? (
            <span className="ml-3 rounded-lg bg-calm px-2 py-1 text-base font-semibold">
              <Trans>This device</Trans>
            </span>
          ) : null}
        </p>
        <p className="text-base text-muted">
          <Trans>
            Signed in {signedIn} · last used {lastUsed}
          </Trans>
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={onEnd}
        disabled={ending}
        aria-label={session.current ? t`Sign out of this device` : t`Sign out of ${device}`}
      >
        {ending ? (
          <>
            <Spinner />
            <Trans>Signing out…</Trans>
          </>
        ) : (
          <Trans>Sign out</Trans>
        )}
      </Button>
    </li>
  )
}
