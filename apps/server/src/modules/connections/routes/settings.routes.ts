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
import { routeOptions } from '../../../plugins/route-options'
import { changes } from './changes'

const route = routeOptions('connections')

/** "Authors can turn requests off" and voters "who allow it" (SPEC §6). */
export function settingsRoutes(deps: ConnectionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CONNECTION_PATHS.settings,
      route('Whether others may ask you to connect and list you as a voter', 'member', {
        200: InteractionSettingsSchema,
      }),
      async (request) => toSettingsDto(await getInteractionSettings(deps, personOf(request).userId)),
    )

    app.patch(
      CONNECTION_PATHS.settings,
      route('Change either setting', changes, {
        body: InteractionSettingsPatchSchema,
        200: InteractionSettingsSchema,
      }),
      async (request) =>
        toSettingsDto(await updateInteractionSettings(deps, personOf(request).userId, request.body)),
    )
  }
}
