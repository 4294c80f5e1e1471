import type { PersonalDataPart } from '../../lib/personal-data'
import { exportInteractions } from './use-cases/export-interactions'

/** The interactions module's share of a person's data: what they said, loved, voted and gave. */
export const interactionsPersonalData: PersonalDataPart = {
  module: 'interactions',
  tables: ['me_toos', 'memory_loves', 'comment_loves', 'votes', 'feedback_given'],
  export: async (db, userId) => exportInteractions(db, userId),
}
