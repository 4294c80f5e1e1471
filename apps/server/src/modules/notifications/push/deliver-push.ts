import type { FastifyBaseLogger } from 'fastify'
import type { OutboxJobs } from '../../../jobs/outbox'
import type { Clock } from '../../../lib/clock'
import { isSuspended } from '../../../lib/suspension'
import type { UsersRepository } from '../../identity'
import type { PushSender } from './push-sender'
import type { PushRepository } from './push.repository'

/**
 * The outbox's handler of a `push` job: one device, checked when it is sent. A device gone meanwhile
 * (turned off, erased, moved to another person) and a suspended person get nothing; a device its
 * push service no longer knows (404, 410) is dropped, and the job is done (no retry). Any other
 * failure throws, and the outbox retries it. The log names the device by its public id only.
 */
export function deliverPush(deps: {
  push: PushRepository
  users: UsersRepository
  sender: PushSender
  clock: Clock
  log: FastifyBaseLogger
}) {
  return async ({ subscriptionId }: OutboxJobs['push']) => {
    const device = await deps.push.forDelivery(subscriptionId)
    if (!device) return
    const person = await deps.users.findById(device.userId)
    if (!person || isSuspended(person.suspendedUntil, deps.clock.now())) return
    if ((await deps.sender.send(device)) === 'gone') {
      await deps.push.remove(device.id)
      deps.log.info({ device: device.publicId }, 'push subscription gone at its push service: removed')
    }
  }
}
