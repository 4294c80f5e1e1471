import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { GUIDE_PREFIX, StyleParamsSchema, StylesResponseSchema } from '@kindred/contract/guide'
import { toCaregiverStylesDto } from '../caregiver-styles.dto'
import type { GuideDeps } from '../guide-deps'
import { showCaregiverStyles } from '../use-cases/show-caregiver-styles'
import { userOf } from '../../../plugins/authentication'
import { routeOptions } from '../../../plugins/route-options'
import { catalogFor } from './request-catalog'

const route = routeOptions('guide')
const StylesQuerySchema = z.object({ google_id: z.string().max(80).optional() })

/**
 * What research says about the people who raised you (SPEC §4.3). With `google_id` (the signed-in
 * person's own public id) the pair is also saved to their guide and their report rebuilt, which is
 * why this GET is guarded like a write.
 */
export function guideStyleRoutes(deps: GuideDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${GUIDE_PREFIX}/styles/:a/:b/`,
      route(
        'Two caregiver styles and what research found about that pair',
        { stateChanging: true },
        { params: StyleParamsSchema, querystring: StylesQuerySchema, 200: StylesResponseSchema },
      ),
      async (request) => {
        const shown = await showCaregiverStyles(deps, {
          ...request.params,
          googleId: request.query.google_id,
          user: userOf(request),
        })
        return toCaregiverStylesDto(catalogFor(deps, request), shown)
      },
    )
  }
}
