import {
  InteractionSettingsSchema,
  type InteractionSettings,
  type InteractionSettingsPatch,
} from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { settingsUpdate } from '@/lib/settings-update'
import { connectionKeys } from './keys'

/** Changes either setting; answers both as they now are. */
const interactionSettings = settingsUpdate<InteractionSettingsPatch, InteractionSettings>(
  CONNECTION_PATHS.settings,
  InteractionSettingsSchema,
  connectionKeys.settings,
)

export const updateInteractionSettings = interactionSettings.update
export const useUpdateInteractionSettings = interactionSettings.useUpdate
