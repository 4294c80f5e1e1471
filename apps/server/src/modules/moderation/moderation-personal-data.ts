import type { PersonalDataPart } from '../account'
import { exportModeration } from './use-cases/export-moderation'

/**
 * The reports a person made, and a moderator's decisions. Erasure keeps both for the moderators'
 * record without the person (`SET NULL`): a flag still counts as a report, a decision still says
 * what was decided and when.
 */
export const moderationPersonalData: PersonalDataPart = {
  module: 'moderation',
  tables: ['flags', 'moderation_actions'],
  export: async (db, userId) => exportModeration(db, userId),
}
