import {
  InteractionSettingsSchema,
  type InteractionSettings,
  type InteractionSettingsPatch,
} from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { settingsUpdate } from '@/lib/settings-update'
import { connectionKeys } from './keys'

/** Changes either setting; answers both as they now are. */
export const { update: updateInteractionSettings, useUpdate: useUpdateInteractionSettings } = settingsUpdate<
  InteractionSettingsPatch,
  InteractionSettings
>(CONNECTION_PATHS.settings, { schema: InteractionSettingsSchema }, connectionKeys.settings)
