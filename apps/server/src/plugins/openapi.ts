import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * OpenAPI 3 at /api/docs/json and a browsable page at /api/docs, generated from the same contract
 * schemas that validate requests (SPEC §2). The description is public on purpose: it holds no secret.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Kindred API',
          description: 'The API of Kindred: the guide, memories, and everything around them.',
          version: '1',
        },
        components: {
          securitySchemes: {
            csrfHeader: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false })
  },
  { name: 'openapi' },
)
