import { sql, type SQL } from 'drizzle-orm'

// The moderation module's tables as the other modules' statements name them (decision 077): a
// notification of a decision reads it in the page's statement; the tables are named here, by their owner.

/**
 * The decision `actionId` (a column of the statement) joined as `ma`, a left join, so a row with no
 * decision stays. The rule it named is `ma.rule`, a reason's slug: its words are the reader's
 * language's (`loadReasons().ruleLabels`, decision 083).
 */
export const joinDecisionAsMa = (actionId: SQL) => sql`left join moderation_actions ma on ma.id = ${actionId}`
