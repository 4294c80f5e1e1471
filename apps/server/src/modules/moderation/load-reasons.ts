import type { Db } from '../../db/client'
import { paths } from '../../paths'
import { loadReasonCatalogs, ruleLabelsOf } from './content/report-reasons'

/**
 * The report reasons in every language (decision 083), loaded once at start before the modules
 * that tell an author or a notification's reader of a decision: `catalogs` for the moderation
 * module's own routes (`registerModeration`), `ruleLabels` for the rule a decision named, in the
 * reader's language, which app.ts hands to memories, comments and notifications.
 */
export async function loadReasons(db: Db) {
  const catalogs = await loadReasonCatalogs(db, paths.content)
  return { catalogs, ruleLabels: ruleLabelsOf(catalogs) }
}
