import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { SettingsSection } from '@/components/ui/settings-section'
import { describeError } from '@/lib/form-errors'
import { useEndSession } from '../../api/end-session'
import { useSessions } from '../../api/get-sessions'
import { SessionItem } from './session-item'

/** Where this account is signed in, with a way to end any of those sessions at once. */
export function SessionsSection({ onEndedThisDevice }: { onEndedThisDevice: () => void }) {
  const sessions = useSessions()
  const end = useEndSession()
  const [announcement, setAnnouncement] = useState('')
  const results = [...(sessions.data?.results ?? [])].sort((a, b) => Number(b.current) - Number(a.current))

  const endSession = (session: (typeof results)[number]) =>
    end.mutate(session, {
      onSuccess: () =>
        session.current ? onEndedThisDevice() : setAnnouncement(`${session.device} is signed out.`),
      onError: (error) => setAnnouncement(describeError(error)),
    })

  return (
    <SettingsSection heading="Where you are signed in">
      <p>If you see a device you do not recognise, sign it out, then change your password.</p>
      {sessions.isPending ? <p role="status">Loading your devices…</p> : null}
      {sessions.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p>We could not load your devices. {describeError(sessions.error)}</p>
          <Button variant="secondary" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {sessions.isSuccess && results.length === 0 ? <p>No devices are signed in to this account.</p> : null}
      {results.length > 0 ? (
        <ul aria-label="Signed-in devices">
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
        <p className="text-muted">You are not signed in anywhere else.</p>
      ) : null}
      <p role="status">{announcement}</p>
    </SettingsSection>
  )
}
