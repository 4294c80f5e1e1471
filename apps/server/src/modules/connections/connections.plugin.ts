import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import type { ConnectionsDeps } from './connections-deps'
import { createConnectionsRepository } from './connections.repository'
import { createInteractionSettingsRepository } from './interaction-settings.repository'
import { createPeopleRepository } from './people.repository'
import { connectionRoutes } from './routes/connections.routes'
import { peopleRoutes } from './routes/people.routes'
import { settingsRoutes } from './routes/settings.routes'
import { statusRoutes } from './routes/status.routes'
import { registerRoutes } from '../../plugins/route-options'

/** Connections between people, and block and mute (SPEC §6). */
export async function registerConnections(app: FastifyInstance, clock: Clock) {
  const { db } = app.database
  const deps: ConnectionsDeps = {
    db,
    clock,
    newAccountMs: app.config.newAccountMs,
    connections: createConnectionsRepository(db),
    people: createPeopleRepository(db),
    settings: createInteractionSettingsRepository(db),
  }
  await registerRoutes(app, deps, [connectionRoutes, statusRoutes, peopleRoutes, settingsRoutes])
}
