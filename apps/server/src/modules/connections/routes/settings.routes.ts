import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CONNECTION_PATHS,
  InteractionSettingsPatchSchema,
  InteractionSettingsSchema,
} from '@kindred/contract/connections'
import { toSettingsDto } from '../connection.dto'
import type { ConnectionsDeps } from '../connections-deps'
import { getInteractionSettings, updateInteractionSettings } from '../use-cases/interaction-settings'
import { personOf } from '../../../plugins/authentication'

const tags = ['connections']

/** "Authors can turn requests off" and voters "who allow it" (SPEC §6). */
export function settingsRoutes(deps: ConnectionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CONNECTION_PATHS.settings,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'Whether others may ask you to connect and list you as a voter',
          response: { 200: InteractionSettingsSchema },
        },
      },
      async (request) => toSettingsDto(await getInteractionSettings(deps, personOf(request).userId)),
    )

    app.patch(
      CONNECTION_PATHS.settings,
      {
        preHandler: app.requireUser,
        config: { rateLimit: { name: 'peopleChangesPerUser', per: 'user' } },
        schema: {
          tags,
          summary: 'Change either setting',
          body: InteractionSettingsPatchSchema,
          response: { 200: InteractionSettingsSchema },
        },
      },
      async (request) =>
        toSettingsDto(await updateInteractionSettings(deps, personOf(request).userId, request.body)),
    )
  }
}
