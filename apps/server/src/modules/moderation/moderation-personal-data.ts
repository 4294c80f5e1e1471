import type { PersonalDataPart } from '../account'

/**
 * Flags reference their flagger's account (set to null on erasure, so the queue keeps the flag
 * without the person). The export has never listed a person's flags, so this part adds nothing to it.
 */
export const moderationPersonalData: PersonalDataPart = {
  module: 'moderation',
  tables: ['flags'],
  export: async () => ({}),
}
