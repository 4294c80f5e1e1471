import type { PersonalDataPart } from '../../lib/personal-data'
import { exportComments } from './use-cases/export-comments'

/** The comments module's share of a person's data: the comments they wrote. */
export const commentsPersonalData: PersonalDataPart = {
  module: 'comments',
  tables: ['comments'],
  export: async (db, userId) => exportComments(db, userId),
}
