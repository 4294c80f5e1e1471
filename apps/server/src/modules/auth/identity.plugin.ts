import type { FastifyInstance } from 'fastify'
import { createOutboxWorker } from '../../jobs/outbox'
import type { Clock } from '../../lib/clock'
import { createMailer, type Mail } from '../../lib/mailer'
import { loadServerKey } from '../../lib/server-keys'
import { authenticationPlugin } from '../../plugins/authentication'
import { accountRoutes } from '../account/account.routes'
import { authRoutes } from './auth.routes'
import { createAuthTokenService } from './auth-tokens.service'
import { sessionCookies } from './cookies'
import type { IdentityDeps } from './deps'
import { googleRoutes } from './google/google.routes'
import { createSessionCache } from './session-cache'
import { createSessionService } from './sessions.service'
import { createUsersRepository } from './users.repository'

/**
 * Wires identity: sessions and the authentication hook (for every route), the outbox worker that
 * sends mail, and the /api/v1/auth routes. Registered at the root so request.auth is everywhere.
 */
export async function registerIdentity(app: FastifyInstance, clock: Clock) {
  const { db } = app.database
  const config = app.config
  const serverKey = await loadServerKey(db, 'derived-tokens')
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  })
  const outbox = createOutboxWorker({
    db,
    clock,
    log: app.log,
    handlers: { email: (payload) => mailer.send(payload as Mail) },
  })
  const sessionCache = createSessionCache({ enabled: app.database.driver === 'pglite', clock })
  const sessions = createSessionService({ db, clock, key: serverKey, cache: sessionCache })
  const cookies = sessionCookies(config.secure)
  const deps: IdentityDeps = {
    db,
    clock,
    config,
    users: createUsersRepository(db),
    sessions,
    tokens: createAuthTokenService({ db, clock }),
    limits: app.limits,
    outbox,
    serverKey,
  }

  await app.register(authenticationPlugin, { sessions, cookies })
  await app.register(authRoutes(deps, cookies))
  if (config.google) await app.register(googleRoutes(deps, cookies, config.google))
  await app.register(accountRoutes({ clock, cookies }))
  outbox.start()
  // Runs before the database closes (hooks close in reverse order): no job is cut off mid-way.
  app.addHook('onClose', async () => {
    await outbox.stop()
    mailer.close()
  })
  return deps
}
