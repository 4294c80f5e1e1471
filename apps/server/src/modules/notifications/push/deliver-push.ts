import type { FastifyBaseLogger } from 'fastify'
import type { OutboxJobs, OutboxOutcome } from '../../../jobs/outbox'
import type { Clock } from '../../../lib/clock'
import { isSuspended } from '../../../lib/suspension'
import { languageFor, type UserRow } from '../../identity'
import { isAllowedPushEndpoint } from './push-endpoints'
import type { PushSender } from './push-sender'
import type { PushRepository } from './push.repository'

/**
 * The outbox's handler of a `push` job: one device, checked when it is sent. A device gone meanwhile
 * (turned off, erased, moved to another person) and a suspended person get nothing; a device its
 * push service no longer knows (404, 410) is dropped, and the job is done (no retry). Any other
 * failure throws, and the outbox retries it. The log names the device by its public id only. Its
 * words are the person's language's, read with them when it goes (decision 084).
 */
export function deliverPush(deps: {
  push: PushRepository
  personById: (id: number) => Promise<UserRow | undefined>
  sender: PushSender
  clock: Clock
  log: FastifyBaseLogger
  /** PUSH_SERVICE_HOSTS as configured now: a host taken off the list gets nothing more. */
  serviceHosts: readonly string[]
}) {
  return async ({ subscriptionId }: OutboxJobs['push']): Promise<OutboxOutcome> => {
    const device = await deps.push.forDelivery(subscriptionId)
    if (!device) return 'skipped'
    if (!isAllowedPushEndpoint(device.endpoint, deps.serviceHosts)) {
      await deps.push.remove(device.id)
      deps.log.info(
        { device: device.publicId },
        'push subscription on a push service no longer allowed: removed',
      )
      return 'skipped'
    }
    const person = await deps.personById(device.userId)
    if (!person || isSuspended(person.suspendedUntil, deps.clock.now())) return 'skipped'
    if ((await deps.sender.send(device, languageFor(person))) === 'gone') {
      await deps.push.remove(device.id)
      deps.log.info({ device: device.publicId }, 'push subscription gone at its push service: removed')
      return 'skipped'
    }
  }
}
