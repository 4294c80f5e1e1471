import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { sessionCookies } from '../identity'
import type { PersonalData } from '../../lib/personal-data'
import { routeSet } from '../../plugins/route-options'
import { accountRoutes } from './routes/account.routes'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's part of a person's data, for the account routes and the test that checks them. */
    personalData: PersonalData
  }
}

/**
 * The account's export and erasure. Registered after every module has added its part to
 * `personalData`, so the export holds all of them; erasure clears identity's session cookies.
 */
export async function registerAccount(app: FastifyInstance, clock: Clock, personalData: PersonalData) {
  const cookies = sessionCookies(app.config.secure)
  app.decorate('personalData', personalData)
  await app.register(routeSet(accountRoutes({ clock, cookies, personalData })))
}
