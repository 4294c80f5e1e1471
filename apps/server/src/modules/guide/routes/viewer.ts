import type { FastifyRequest } from 'fastify'

/** The signed-in person's id, or null: guide sessions used while signed in are linked to the account. */
export const viewerId = (request: FastifyRequest) => request.auth?.user.id ?? null
