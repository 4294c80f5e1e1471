import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { PUSH_TITLE } from '@kindred/contract/notifications-settings-constants'
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
  const { t } = useLingui()
  const here = usePushHere()
  const start = useStartPushHere()
  const stop = useStopPushHere()
  const busy = start.isPending || stop.isPending
  if (here.isPending) return <LoadingStatus>{t`Checking this device…`}</LoadingStatus>
  if (notificationPermission() === 'denied' && !here.data)
    return (
      <p>
        <Trans>
          Notifications from Kindred are blocked in this browser. To get them, allow notifications for this
          site in the browser’s settings, then come back here.
        </Trans>
      </p>
    )
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="status">
        {here.data ? (
          <Trans>Notifications are on for this device.</Trans>
        ) : (
          <Trans>Notifications are off for this device.</Trans>
        )}
      </p>
      {here.data ? (
        <Button variant="secondary" disabled={busy} onClick={() => stop.mutate()}>
          <Trans>Turn off on this device</Trans>
        </Button>
      ) : (
        <Button disabled={busy} onClick={() => start.mutate(publicKey)}>
          <Trans>Turn on for this device</Trans>
        </Button>
      )}
      <PushFailure error={start.error}>{t`We could not turn notifications on.`}</PushFailure>
      <PushFailure error={stop.error}>{t`We could not turn notifications off.`}</PushFailure>
    </div>
  )
}

function Devices() {
  const { t } = useLingui()
  const devices = usePushDevices()
  const everywhere = useStopPushEverywhere()
  const shared = useDeviceStorageStore((state) => state.shared)
  if (devices.isPending) return <LoadingStatus>{t`Loading your devices…`}</LoadingStatus>
  if (devices.isError)
    return (
      <LoadError
        what={t({ message: 'your devices', comment: 'Ends the sentence “We could not load …”.' })}
        error={devices.error}
        onRetry={() => void devices.refetch()}
      />
    )
  const count = devices.data.devices.length
  return (
    <>
      {!pushSupported() ? (
        <p>
          <Trans>This browser cannot show notifications from Kindred.</Trans>
        </p>
      ) : shared ? (
        <p>
          <Trans>You said this is a shared device, so Kindred does not offer notifications on it.</Trans>
        </p>
      ) : (
        <ThisDevice publicKey={devices.data.public_key} />
      )}
      <div className="flex flex-col items-start gap-3">
        <p>
          <Plural
            value={count}
            _0="No device gets notifications from Kindred."
            one="# device gets notifications from Kindred."
            other="# devices get notifications from Kindred."
          />
        </p>
        {count > 0 ? (
          <Button variant="secondary" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
            <Trans>Turn off on all devices</Trans>
          </Button>
        ) : null}
        <PushFailure error={everywhere.error}>{t`We could not turn notifications off.`}</PushFailure>
      </div>
    </>
  )
}

/** /settings: push on this device, how many devices get it, and what a notification shows. */
export function PushSettings() {
  const { t } = useLingui()
  // What every push says (PUSH_BODY in the contract), in the shown language.
  const body = t`Something new for you`
  return (
    <SettingsSection heading={t`Notifications on your devices`}>
      <p>
        <Trans>
          A notification from Kindred says “{PUSH_TITLE}: {body}”, nothing more. It never shows a name, a
          memory or anyone’s words: you see those when you open Kindred.
        </Trans>
      </p>
      <Devices />
    </SettingsSection>
  )
}
