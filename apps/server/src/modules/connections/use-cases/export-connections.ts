import { asc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { connections, userBlocks, userMutes, users } from '../../../db/schema/index'
import { toSettingsDto } from '../connection.dto'
import { createInteractionSettingsRepository } from '../interaction-settings.repository'

/**
 * A person's part of the export (SPEC §10): their requests and connections both ways as they are
 * stored (a declined one included: the export is the record), the people they blocked and muted,
 * and their interaction settings. Nobody else's blocks or mutes are in here.
 */
export async function exportConnections(db: Db, userId: number) {
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
  const blocked = await db
    .select({ publicId: users.publicId })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(asc(userBlocks.createdAt))
  const muted = await db
    .select({ publicId: users.publicId })
    .from(userMutes)
    .innerJoin(users, eq(users.id, userMutes.mutedId))
    .where(eq(userMutes.muterId, userId))
    .orderBy(asc(userMutes.createdAt))
  const settings = await createInteractionSettingsRepository(db).find(userId)
  return {
    connections: rows.map((row) => ({
      with: { public_id: row.publicId, display_name: row.displayName },
      status: row.status,
      direction: row.requesterId === userId ? 'outgoing' : 'incoming',
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
    blocked: blocked.map((row) => row.publicId),
    muted: muted.map((row) => row.publicId),
    interaction_settings: toSettingsDto(settings),
  }
}
