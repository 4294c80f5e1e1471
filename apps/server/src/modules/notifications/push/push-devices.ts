import type {
  PushDevice,
  PushDevices,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '@kindred/contract/notifications-settings'
import { AppError } from '../../../lib/app-error'
import { message } from '../../../lib/messages'
import type { PushDeps } from './push-deps'
import { isAllowedPushEndpoint } from './push-endpoints'
import type { DeviceRow } from './push.repository'

/** A person gets push on this many devices at most (their phones, tablets and browsers). */
export const MAX_PUSH_DEVICES = 20

const toDeviceDto = (row: DeviceRow): PushDevice => ({
  id: row.publicId,
  created_at: row.createdAt.toISOString(),
})

/** The person's devices and the key their browser subscribes with. */
export async function listPushDevices(deps: PushDeps, userId: number): Promise<PushDevices> {
  const devices = await deps.push.devices(userId)
  return { public_key: deps.publicKey, devices: devices.map(toDeviceDto) }
}

/**
 * Turns push on for the browser that sent this subscription: a new device (created) or the one it
 * already was. Refused, with nothing stored, when its push service is not one the server sends to,
 * or when the person already has the most devices.
 */
export async function subscribePushDevice(
  deps: PushDeps,
  userId: number,
  body: PushSubscriptionBody,
): Promise<{ device: PushDevice; created: boolean }> {
  if (!isAllowedPushEndpoint(body.endpoint, deps.serviceHosts)) {
    throw new AppError(400, 'push_service_not_allowed', 'notifications.unknownPushService', [
      { path: 'endpoint', message: 'notifications.unknownPushService' },
    ])
  }
  const outcome = await deps.push.subscribe(
    userId,
    { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
    deps.clock.now(),
    MAX_PUSH_DEVICES,
  )
  if ('full' in outcome) {
    throw new AppError(
      409,
      'too_many_push_devices',
      message('notifications.tooManyPushDevices', { count: MAX_PUSH_DEVICES }),
    )
  }
  return { device: toDeviceDto(outcome.device), created: outcome.created }
}

/** Stops push on one of the person's devices or on all; another's endpoint or an unknown one changes nothing. */
export async function unsubscribePushDevices(deps: PushDeps, userId: number, body: PushUnsubscribeBody) {
  await deps.push.unsubscribe(userId, 'endpoint' in body ? body.endpoint : undefined)
}
