import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BlockResponseSchema,
  CONNECTION_PATHS,
  MuteResponseSchema,
  PeopleListQuerySchema,
  PeoplePageSchema,
  PublicIdParamsSchema,
} from '@kindred/contract/connections'
import { toListedPersonDto } from '../connection.dto'
import type { ConnectionsDeps } from '../connections-deps'
import { blockPerson, mutePerson, unblockPerson, unmutePerson } from '../use-cases/block-person'
import { listPeople } from '../use-cases/list-people'
import { personOf } from '../../../plugins/authentication'
import { routeOptions } from '../../../plugins/route-options'
import { listPage } from '../../../lib/list-page'
import { changes } from './changes'

const route = routeOptions('connections')

/** Block, mute and their undoing: each answers what now holds. */
const change = <R extends typeof BlockResponseSchema | typeof MuteResponseSchema>(
  summary: string,
  answer: R,
) => route(summary, changes, { params: PublicIdParamsSchema, 200: answer })

/** Block and mute, and undo them (SPEC §6 "Block and mute"): each idempotent. */
export function peopleRoutes(deps: ConnectionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/users/:publicId/block',
      change('Block a person', BlockResponseSchema),
      async (request) => {
        await blockPerson(deps, request.params.publicId, personOf(request).userId)
        request.log.info({ event: 'person.block' }, 'person blocked')
        return { blocked: true }
      },
    )
    app.delete(
      '/api/v1/users/:publicId/block',
      change('Unblock a person', BlockResponseSchema),
      async (request) => {
        await unblockPerson(deps, request.params.publicId, personOf(request).userId)
        return { blocked: false }
      },
    )
    app.post('/api/v1/users/:publicId/mute', change('Mute a person', MuteResponseSchema), async (request) => {
      await mutePerson(deps, request.params.publicId, personOf(request).userId)
      return { muted: true }
    })
    app.delete(
      '/api/v1/users/:publicId/mute',
      change('Unmute a person', MuteResponseSchema),
      async (request) => {
        await unmutePerson(deps, request.params.publicId, personOf(request).userId)
        return { muted: false }
      },
    )

    for (const kind of ['blocked', 'muted'] as const) {
      app.get(
        CONNECTION_PATHS[kind],
        route(`The people you ${kind}, latest first`, 'member', {
          querystring: PeopleListQuerySchema,
          200: PeoplePageSchema,
        }),
        async (request) => {
          const page = await listPeople(deps, personOf(request).userId, kind, request.query.page)
          return listPage(page, toListedPersonDto)
        },
      )
    }
  }
}
