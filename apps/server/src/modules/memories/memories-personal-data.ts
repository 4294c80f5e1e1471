import type { PersonalDataPart } from '../../lib/personal-data'
import { exportMemories } from './use-cases/export-memories'

/** The memories module's share of a person's data: the memories they wrote and the ones they hid. */
export const memoriesPersonalData: PersonalDataPart = {
  module: 'memories',
  tables: ['memories', 'memory_hides'],
  export: async (db, userId) => exportMemories(db, userId),
}
