import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { paths } from '../../paths'
import type { Language } from '@kindred/contract/languages'
import { getEmpathyLabel } from './use-cases/get-empathy-label'
import { routeSet } from '../../plugins/route-options'
import { loadPreferenceCatalogs } from './content/preference-options'
import type { PreferencesDeps, SaveLanguage } from './preferences-deps'
import { preferenceRoutes } from './routes/preferences.routes'
import { createUserPreferencesRepository } from './user-preferences.repository'

/**
 * Preferences (SPEC §8): the options from content/preferences and each person's choices. Answers
 * the interactions module the words of a person's empathy button (the returned port, wired by
 * app.ts; decision 077).
 */
export async function registerPreferences(app: FastifyInstance, clock: Clock, saveLanguage: SaveLanguage) {
  const { db } = app.database
  const deps: PreferencesDeps = {
    db,
    clock,
    catalogs: await loadPreferenceCatalogs(db, paths.content),
    choices: createUserPreferencesRepository(db),
    saveLanguage,
  }
  await app.register(routeSet(preferenceRoutes(deps)))
  return {
    empathyLabel: (userId: number | null, language: Language) => getEmpathyLabel(deps, userId, language),
  }
}
