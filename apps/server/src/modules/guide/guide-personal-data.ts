import type { PersonalDataPart } from '../../lib/personal-data'
import { exportGuide } from './use-cases/export-guide'

/**
 * The guide's share of a person's data: linked guide sessions (with their answers, report and
 * votes hanging off them) and the comments they wrote.
 */
export const guidePersonalData: PersonalDataPart = {
  module: 'guide',
  tables: ['guide_sessions', 'guide_comments'],
  export: async (db, userId) => ({ guide: await exportGuide(db, userId) }),
}
