import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { OutboxWorker } from '../../jobs/outbox'
import type { Clock } from '../../lib/clock'
import type { FastifyInstance } from 'fastify'
import type { AuthTokensRepository } from './auth-tokens.repository'
import type { SessionsRepository } from './sessions.repository'
import type { UsersRepository } from './users.repository'

/** What the identity use cases need, built once by the plugin and passed in, so each is a plain function. */
export interface IdentityDeps {
  db: Db
  clock: Clock
  config: Config
  users: UsersRepository
  sessions: SessionsRepository
  tokens: AuthTokensRepository
  limits: FastifyInstance['limits']
  outbox: OutboxWorker
  serverKey: string
}
