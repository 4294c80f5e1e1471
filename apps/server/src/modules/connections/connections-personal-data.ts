import { asc, eq, or, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { ownRows } from '../../db/own-rows'
import { connections, userBlocks, userMutes, users } from '../../db/schema/index'
import type { PersonalDataPart } from '../../lib/personal-data'
import { toSettingsDto } from './connection.dto'
import { createInteractionSettingsRepository } from './interaction-settings.repository'

/**
 * The connections module's share of a person's data: their connections, requests, blocks, mutes
 * and interaction settings (the interactions module reads whether they are listed as a voter).
 */
export const connectionsPersonalData: PersonalDataPart = {
  module: 'connections',
  // relation_versions is erased with the person but not exported: others' blocks and ended
  // connections raise it too (decision 089), so its changes would tell them when someone blocked them.
  tables: ['connections', 'user_blocks', 'user_mutes', 'interaction_settings', 'relation_versions'],
  export: async (db, userId) => exportConnections(db, userId),
}

/**
 * A person's part of the export (SPEC §10): their requests and connections both ways as they are
 * stored (a declined one included: the export is the record), the people they blocked and muted,
 * and their interaction settings. Nobody else's blocks or mutes are in here.
 */
async function exportConnections(db: Db, userId: number) {
  const other = sql`case when ${connections.userLow} = ${userId} then ${connections.userHigh} else ${connections.userLow} end`
  const rows = await db
    .select({
      publicId: users.publicId,
      displayName: users.displayName,
      status: connections.status,
      requesterId: connections.requesterId,
      message: connections.message,
      createdAt: connections.createdAt,
    })
    .from(connections)
    .innerJoin(users, eq(users.id, other))
    .where(or(eq(connections.userLow, userId), eq(connections.userHigh, userId)))
    .orderBy(asc(connections.id))
  // The people the person blocked or muted, by public id, in the order they did it.
  const listed = async (from: PgTable, owner: PgColumn, person: PgColumn, at: PgColumn) => {
    const naming = [[users, eq(users.id, person)]] as const
    const people = await ownRows(db, userId, {
      from,
      owner,
      naming,
      fields: { id: users.publicId },
      order: at,
    })
    return people.map((person) => person.id)
  }
  const blocked = await listed(userBlocks, userBlocks.blockerId, userBlocks.blockedId, userBlocks.createdAt)
  const muted = await listed(userMutes, userMutes.muterId, userMutes.mutedId, userMutes.createdAt)
  const settings = await createInteractionSettingsRepository(db).find(userId)
  return {
    connections: rows.map((row) => ({
      with: { public_id: row.publicId, display_name: row.displayName },
      status: row.status,
      direction: row.requesterId === userId ? 'outgoing' : 'incoming',
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
    blocked,
    muted,
    interaction_settings: toSettingsDto(settings),
  }
}
