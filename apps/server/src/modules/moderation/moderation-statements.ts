import { sql, type SQL } from 'drizzle-orm'

// The moderation module's tables as the other modules' statements name them (decision 077): a
// notification of a decision reads it in the page's statement; the tables are named here, by their owner.

/**
 * The decision `actionId` (a column of the statement) joined as `ma`, and the rule it named as `rr`
 * (`rr.label`, as people read it); both left joins, so a row with no decision stays.
 */
export const joinDecisionAsMaAndRuleAsRr = (actionId: SQL) =>
  sql`left join moderation_actions ma on ma.id = ${actionId} left join report_reasons rr on rr.slug = ma.rule`
