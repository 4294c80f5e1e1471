import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import {
  PushDeviceSchema,
  PushDevicesSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from '@kindred/contract/notifications-settings'
import { personOf } from '../../../plugins/authentication'
import { newOrExisting, routeOptions } from '../../../plugins/route-options'
import type { PushDeps } from './push-deps'
import { listPushDevices, subscribePushDevice, unsubscribePushDevices } from './push-devices'

const route = routeOptions('notifications')
const changes = { who: 'member', limit: 'pushDevicesPerUser' } as const

/** Push per device (issue 26): the endpoint goes in, and never comes back out. */
export function pushRoutes(deps: PushDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      NOTIFICATION_PATHS.pushSubscriptions,
      route('Your devices that get push, and the key to subscribe with', 'member', {
        200: PushDevicesSchema,
      }),
      async (request) => listPushDevices(deps, personOf(request).userId),
    )

    app.post(
      NOTIFICATION_PATHS.pushSubscriptions,
      route('Get push on this device', changes, {
        body: PushSubscriptionBodySchema,
        ...newOrExisting(PushDeviceSchema),
      }),
      async (request, reply) => {
        const { device, created } = await subscribePushDevice(deps, personOf(request).userId, request.body)
        return reply.status(created ? 201 : 200).send(device)
      },
    )

    app.delete(
      NOTIFICATION_PATHS.pushSubscriptions,
      route('Stop push on this device, or on all of yours', changes, { body: PushUnsubscribeBodySchema }),
      async (request, reply) => {
        await unsubscribePushDevices(deps, personOf(request).userId, request.body)
        return reply.status(204).send()
      },
    )
  }
}
