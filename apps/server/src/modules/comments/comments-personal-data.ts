import type { PersonalDataPart } from '../../lib/personal-data'
import { exportComments } from './use-cases/export-comments'

/**
 * The comments module's share of a person's data: the comments they wrote, on memories and on
 * report sections (erased with them). The export lists the latter in the guide's part, as
 * `guide.comments` (exportSectionComments, decision 051).
 */
export const commentsPersonalData: PersonalDataPart = {
  module: 'comments',
  tables: ['comments', 'guide_comments'],
  export: async (db, userId) => exportComments(db, userId),
}
