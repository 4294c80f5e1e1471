import { InteractionSettingsSchema } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { fixedRead } from '@/lib/fixed-read'
import { connectionKeys } from './keys'

/** Whether others may ask you to connect and list you among a memory's voters. */
export const {
  get: getInteractionSettings,
  options: interactionSettingsQueryOptions,
  useRead: useInteractionSettings,
} = fixedRead(CONNECTION_PATHS.settings, { schema: InteractionSettingsSchema }, connectionKeys.settings)
