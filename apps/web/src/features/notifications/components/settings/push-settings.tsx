import { PUSH_BODY, PUSH_TITLE } from '@kindred/contract/notifications-settings-constants'
import { Button } from '@/components/ui/button'
import { Failure } from '@/components/ui/failure'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { SettingsSection } from '@/components/ui/settings-section'
import { useDeviceStorageStore } from '@/lib/device-storage'
import {
  usePushDevices,
  usePushHere,
  useStartPushHere,
  useStopPushEverywhere,
  useStopPushHere,
} from '../../api/push-subscriptions'
import { notificationPermission, pushSupported, PushUnavailable } from '../../lib/push-device'

const devicesText = (count: number) =>
  count === 0
    ? 'No device gets notifications from Kindred.'
    : count === 1
      ? '1 device gets notifications from Kindred.'
      : `${count} devices get notifications from Kindred.`

/** An error said as it is when it is the browser's own story, else in the API's plain words. */
function PushFailure({ error, children }: { error: unknown; children: string }) {
  if (error instanceof PushUnavailable)
    return (
      <p role="alert" className="font-semibold text-danger">
        {error.message}
      </p>
    )
  return <Failure error={error}>{children}</Failure>
}

function ThisDevice({ publicKey }: { publicKey: string }) {
  const here = usePushHere()
  const start = useStartPushHere()
  const stop = useStopPushHere()
  const busy = start.isPending || stop.isPending
  if (here.isPending) return <LoadingStatus>Checking this device…</LoadingStatus>
  if (notificationPermission() === 'denied' && !here.data)
    return (
      <p>
        Notifications from Kindred are blocked in this browser. To get them, allow notifications for this site
        in the browser’s settings, then come back here.
      </p>
    )
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="status">
        {here.data ? 'Notifications are on for this device.' : 'Notifications are off for this device.'}
      </p>
      {here.data ? (
        <Button variant="secondary" disabled={busy} onClick={() => stop.mutate()}>
          Turn off on this device
        </Button>
      ) : (
        <Button disabled={busy} onClick={() => start.mutate(publicKey)}>
          Turn on for this device
        </Button>
      )}
      <PushFailure error={start.error}>We could not turn notifications on.</PushFailure>
      <PushFailure error={stop.error}>We could not turn notifications off.</PushFailure>
    </div>
  )
}

function Devices() {
  const devices = usePushDevices()
  const everywhere = useStopPushEverywhere()
  const shared = useDeviceStorageStore((state) => state.shared)
  if (devices.isPending) return <LoadingStatus>Loading your devices…</LoadingStatus>
  if (devices.isError)
    return <LoadError what="your devices" error={devices.error} onRetry={() => void devices.refetch()} />
  const count = devices.data.devices.length
  return (
    <>
      {!pushSupported() ? (
        <p>This browser cannot show notifications from Kindred.</p>
      ) : shared ? (
        <p>You said this is a shared device, so Kindred does not offer notifications on it.</p>
      ) : (
        <ThisDevice publicKey={devices.data.public_key} />
      )}
      <div className="flex flex-col items-start gap-3">
        <p>{devicesText(count)}</p>
        {count > 0 ? (
          <Button variant="secondary" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
            Turn off on all devices
          </Button>
        ) : null}
        <PushFailure error={everywhere.error}>We could not turn notifications off.</PushFailure>
      </div>
    </>
  )
}

/** /settings: push on this device, how many devices get it, and what a notification shows. */
export function PushSettings() {
  return (
    <SettingsSection heading="Notifications on your devices">
      <p>
        A notification from Kindred says “{PUSH_TITLE}: {PUSH_BODY}”, nothing more. It never shows a name, a
        memory or anyone’s words: you see those when you open Kindred.
      </p>
      <Devices />
    </SettingsSection>
  )
}
