import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { paths } from '../../paths'
import { routeSet } from '../../plugins/route-options'
import { loadPreferenceCatalog } from './content/preference-options'
import type { PreferencesDeps } from './preferences-deps'
import { preferenceRoutes } from './routes/preferences.routes'
import { createUserPreferencesRepository } from './user-preferences.repository'

/** Preferences (SPEC §8): the options from content/preferences and each person's choices. */
export async function registerPreferences(app: FastifyInstance, clock: Clock) {
  const { db } = app.database
  const deps: PreferencesDeps = {
    db,
    clock,
    catalog: await loadPreferenceCatalog(db, paths.content),
    choices: createUserPreferencesRepository(db),
  }
  await app.register(routeSet(preferenceRoutes(deps)))
}
