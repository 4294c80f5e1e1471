import type { PersonalDataPart } from '../../lib/personal-data'
import { exportModeration } from './use-cases/export-moderation'

/**
 * The reports a person made, their appeals, and a moderator's decisions. Erasure keeps reports and
 * decisions for the moderators' record without the person (`SET NULL`): a flag still counts as a
 * report, a decision still says what was decided and when. An appeal is the author's own words and
 * goes with them (`CASCADE`); the log entry of its decision stays, without content.
 */
export const moderationPersonalData: PersonalDataPart = {
  module: 'moderation',
  tables: ['flags', 'moderation_actions', 'moderation_appeals'],
  export: async (db, userId) => exportModeration(db, userId),
}
