import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { SettingsSection } from '@/components/ui/settings-section'
import { describeError } from '@/lib/form-errors'
import { useEndSession } from '../../api/end-session'
import { useSessions } from '../../api/get-sessions'
import { SessionItem } from './session-item'

/** Where this account is signed in, with a way to end any of those sessions at once. */
export function SessionsSection({ onEndedThisDevice }: { onEndedThisDevice: () => void }) {
  const { t } = useLingui()
  const sessions = useSessions()
  const end = useEndSession()
  const [announcement, setAnnouncement] = useState('')
  const results = [...(sessions.data?.results ?? [])].sort((a, b) => Number(b.current) - Number(a.current))

  const endSession = (session: (typeof results)[number]) => {
    const device = session.device
    end.mutate(session, {
      onSuccess: () => (session.current ? onEndedThisDevice() : setAnnouncement(t`${device} is signed out.`)),
      onError: (error) => setAnnouncement(describeError(error)),
    })
  }

  return (
    <SettingsSection heading={t`Where you are signed in`}>
      <p>
        <Trans>If you see a device you do not recognise, sign it out, then change your password.</Trans>
      </p>
      {sessions.isPending ? (
        <p role="status">
          <Trans>Loading your devices…</Trans>
        </p>
      ) : null}
      {sessions.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p>
            <Trans>We could not load your devices.</Trans> {describeError(sessions.error)}
          </p>
          <Button variant="secondary" onClick={() => void sessions.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {sessions.isSuccess && results.length === 0 ? (
        <p>
          <Trans>No devices are signed in to this account.</Trans>
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul aria-label={t`Signed-in devices`}>
          {results.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              ending={end.isPending && end.variables?.id === session.id}
              onEnd={() => endSession(session)}
            />
          ))}
        </ul>
      ) : null}
      {sessions.isSuccess && results.length === 1 && results[0]?.current ? (
        <p className="text-muted">
          <Trans>You are not signed in anywhere else.</Trans>
        </p>
      ) : null}
      <p role="status">{announcement}</p>
    </SettingsSection>
  )
}
