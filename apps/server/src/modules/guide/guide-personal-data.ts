import type { Db } from '../../db/client'
import type { InLanguages } from '../../content/content-languages'
import type { PersonalDataPart } from '../../lib/personal-data'
import type { GuideCatalog } from './content/guide-catalog'
import { exportGuide } from './use-cases/export-guide'

/**
 * The guide's share of a person's data: linked guide sessions, with their answers, report and votes
 * hanging off them. The comments they wrote on report sections are the comments module's rows
 * (decision 051), given here by `sectionComments` (app.ts wires it) so the export keeps its
 * `guide.comments`. The questions are asked in the export's language, from `catalogs`.
 */
export const guidePersonalData = (
  sectionComments: (db: Db, userId: number) => Promise<unknown[]>,
  catalogs: InLanguages<GuideCatalog>,
): PersonalDataPart => ({
  module: 'guide',
  tables: ['guide_sessions'],
  export: async (db, userId, _now, language) => ({
    guide: {
      ...(await exportGuide(db, userId, catalogs[language])),
      comments: await sectionComments(db, userId),
    },
  }),
})
