import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CONNECTION_PATHS,
  ConnectionIdParamsSchema,
  ConnectionPageSchema,
  ConnectionSchema,
  ConnectionsListBodySchema,
  ConnectionsListResponseSchema,
  ConnectRequestBodySchema,
  ConnectRequestResponseSchema,
  MyConnectionsQuerySchema,
} from '@kindred/contract/connections'
import { personOf, signedIn, viewerOf } from '../../../plugins/authentication'
import { toConnectedPersonDto, toConnectionDto } from '../connection.dto'
import type { ConnectionsDeps } from '../connections-deps'
import { acceptRequest, declineRequest, removeConnection } from '../use-cases/answer-request'
import { listMemoryConnections } from '../use-cases/list-memory-connections'
import { listMyConnections } from '../use-cases/list-my-connections'
import { requestConnection } from '../use-cases/request-connection'
import { newOrExisting, routeOptions } from '../../../plugins/route-options'
import { listPage } from '../../../lib/list-page'
import { changes } from './changes'

const route = routeOptions('connections')

/** Asking to connect, answering, removing, and the lists (SPEC §6). */
export function connectionRoutes(deps: ConnectionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      CONNECTION_PATHS.request,
      route(
        "Ask a memory's author to connect",
        { who: 'member', participation: true, limit: 'connectionRequestsPerUser' },
        { body: ConnectRequestBodySchema, ...newOrExisting(ConnectRequestResponseSchema) },
      ),
      async (request, reply) => {
        const { user } = signedIn(request)
        const { view, outcome } = await requestConnection(
          deps,
          { userId: user.id, createdAt: user.createdAt },
          request.body,
        )
        request.log.info({ event: 'connection.request', outcome }, 'connection requested')
        return reply
          .status(outcome === 'requested' ? 201 : 200)
          .send({ ...toConnectionDto(view.row, user.id, view.readable), outcome })
      },
    )

    app.post(
      '/api/v1/connect/:id/accept/',
      route(
        'Accept a request to connect',
        { ...changes, participation: true },
        { params: ConnectionIdParamsSchema, 200: ConnectionSchema },
      ),
      async (request) => {
        const viewer = personOf(request).userId
        const view = await acceptRequest(deps, request.params.id, viewer)
        return toConnectionDto(view.row, viewer, view.readable)
      },
    )

    app.post(
      '/api/v1/connect/:id/decline/',
      route('Decline a request to connect', changes, { params: ConnectionIdParamsSchema }),
      async (request, reply) => {
        await declineRequest(deps, request.params.id, personOf(request).userId)
        return reply.status(204).send()
      },
    )

    app.delete(
      '/api/v1/connect/:id/',
      route('Remove a connection, or withdraw a request', changes, { params: ConnectionIdParamsSchema }),
      async (request, reply) => {
        await removeConnection(deps, request.params.id, personOf(request).userId)
        return reply.status(204).send()
      },
    )

    app.get(
      CONNECTION_PATHS.mine,
      route('Your connections, or your pending requests both ways', 'member', {
        querystring: MyConnectionsQuerySchema,
        200: ConnectionPageSchema,
      }),
      async (request) => {
        const viewer = personOf(request).userId
        const page = await listMyConnections(deps, viewer, request.query)
        return listPage(page, (row) => toConnectionDto(row, viewer, page.readable))
      },
    )

    app.post(
      CONNECTION_PATHS.list,
      route('The people connected through a memory (its author), or how many (anyone)', 'anyone', {
        body: ConnectionsListBodySchema,
        200: ConnectionsListResponseSchema,
      }),
      async (request) => {
        const page = await listMemoryConnections(deps, viewerOf(request)?.userId ?? null, request.body)
        return { ...listPage(page, toConnectedPersonDto), total: page.total }
      },
    )
  }
}
