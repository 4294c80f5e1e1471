import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { loadServerKey } from '../../lib/server-keys'
import { authenticationPlugin, type SessionCheck } from '../../plugins/authentication'
import type { PersonalData } from '../../lib/personal-data'
import { createAuthTokensRepository } from './auth-tokens.repository'
import { sessionCookies } from './cookies'
import type { IdentityDeps } from './identity-deps'
import { identityPersonalData } from './identity-personal-data'
import { emailChangeRoutes } from './routes/email-change.routes'
import { emailVerificationRoutes } from './routes/email-verification.routes'
import { googleRoutes } from './routes/google.routes'
import { passwordRoutes } from './routes/password.routes'
import { registrationRoutes } from './routes/registration.routes'
import { sessionRoutes } from './routes/sessions.routes'
import { signInOptionsRoutes } from './routes/sign-in-options.routes'
import { createSessionCache, SESSION_CHANGES_CHANNEL } from './session-cache'
import { listenToSessionChanges, sessionsAnnounced } from './session-changes'
import { createSessionsRepository } from './sessions.repository'
import { createUsersRepository } from './users.repository'
import { checkSession } from './use-cases/check-session'

/**
 * Wires identity: sessions and the authentication hook (for every route), the /api/v1/auth routes, and identity's part of a person's data. Registered at the
 * root so request.auth is everywhere.
 */
export async function registerIdentity(app: FastifyInstance, clock: Clock, personalData: PersonalData) {
  const { db } = app.database
  const config = app.config
  const serverKey = await loadServerKey(db, 'derived-tokens')
  const { outbox } = app
  // Identity's mails are written in full when queued (their links carry the token): sent as they are.
  outbox.handle('email', 'email', (mail) => app.mailer.send(mail))
  const sessionCache = createSessionCache({ clock })
  // This instance's own writes reach the cache as they are made; changes to sessions and people
  // made anywhere (this instance, another, a script) once the database announces them, by person.
  // While that listening is lost the cache keeps nothing (decisions 043, 060).
  const stopHearing = listenToSessionChanges(db, {
    changing: (userId) => sessionCache.hold(userId),
    changed: (userId) => sessionCache.forget(userId),
  })
  const stopListening = await app.database.listen(
    SESSION_CHANGES_CHANNEL,
    (payload) => {
      const userId = Number(payload)
      if (Number.isSafeInteger(userId)) sessionsAnnounced(db, userId)
    },
    { onLost: () => sessionCache.listening(false), onReconnect: () => sessionCache.listening(true) },
  )
  sessionCache.listening(true)
  app.addHook('preClose', async () => {
    sessionCache.listening(false)
    stopHearing()
    await stopListening()
  })
  const sessions = createSessionsRepository({ db, clock, cache: sessionCache })
  const cookies = sessionCookies(config.secure)
  const users = createUsersRepository(db)
  const deps: IdentityDeps = {
    db,
    clock,
    config,
    users,
    sessions,
    tokens: createAuthTokensRepository({ db, clock }),
    limits: app.limits,
    outbox,
    serverKey,
  }
  personalData.add(identityPersonalData(users))

  const sessionCheck: SessionCheck = {
    authenticate: (accessToken, csrfHeader) => checkSession(deps, accessToken, csrfHeader),
  }
  await app.register(authenticationPlugin, { sessions: sessionCheck, cookies })
  await app.register(signInOptionsRoutes(deps))
  await app.register(registrationRoutes(deps))
  await app.register(emailVerificationRoutes(deps, cookies))
  await app.register(sessionRoutes(deps, cookies))
  await app.register(passwordRoutes(deps, cookies))
  await app.register(emailChangeRoutes(deps))
  if (config.google) await app.register(googleRoutes(deps, cookies, config.google))
  return deps
}
