import { sql, type SQL } from 'drizzle-orm'

// The connections module's tables as the other modules' statements name them (decision 077): the
// voters list reads who chose to be listed in its own statement; the table is named here, by its owner.

/** The interaction settings of the person `userId` (a column of the statement), joined as `s`. */
export const joinInteractionSettingsAsS = (userId: SQL) =>
  sql`left join interaction_settings s on s.user_id = ${userId}`

/** Whether the person joined as `s` chose to be listed as a voter (no row: not listed, decision 057). */
export const listedAsVoter = sql`coalesce(s.listed_as_voter, false)`
