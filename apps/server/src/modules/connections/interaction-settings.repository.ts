import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { interactionSettings } from '../../db/schema/index'

/**
 * A person's choices about others reaching them; no row means the defaults (see the schema):
 * requests welcome, and "This resonates" given without one's name (decision 057).
 */
export interface SettingsValues {
  acceptsConnectionRequests: boolean
  listedAsVoter: boolean
}

export const DEFAULT_SETTINGS: SettingsValues = { acceptsConnectionRequests: true, listedAsVoter: false }

/** The interaction_settings rows, this module's (the interactions module reads listed_as_voter). */
export function createInteractionSettingsRepository(db: Db) {
  return {
    /** The person's settings, the defaults when they never chose. */
    async find(userId: number, tx: Db = db): Promise<SettingsValues> {
      const [row] = await tx
        .select({
          acceptsConnectionRequests: interactionSettings.acceptsConnectionRequests,
          listedAsVoter: interactionSettings.listedAsVoter,
        })
        .from(interactionSettings)
        .where(eq(interactionSettings.userId, userId))
      return row ?? DEFAULT_SETTINGS
    },

    /** Changes the given settings only; the first change stores the others' defaults. */
    async update(userId: number, changes: Partial<SettingsValues>, at: Date, tx: Db = db) {
      const [row] = await tx
        .insert(interactionSettings)
        .values({ userId, ...DEFAULT_SETTINGS, ...changes, updatedAt: at })
        .onConflictDoUpdate({ target: interactionSettings.userId, set: { ...changes, updatedAt: at } })
        .returning({
          acceptsConnectionRequests: interactionSettings.acceptsConnectionRequests,
          listedAsVoter: interactionSettings.listedAsVoter,
        })
      return row!
    },
  }
}

export type InteractionSettingsRepository = ReturnType<typeof createInteractionSettingsRepository>
