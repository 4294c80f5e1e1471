import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { refreshTokens, sessions, users } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { publicId } from '../../lib/secrets'
import type { Authenticated } from '../../plugins/authentication'
import { createSessionCache, type SessionCache } from './session-cache'
import { sessionsWritten } from './session-changes'

export type SessionRow = typeof sessions.$inferSelect
type RefreshTokenRow = typeof refreshTokens.$inferSelect
/** What is stored of a refresh token (session-rules.ts makes it). */
type StoredRefresh = Pick<RefreshTokenRow, 'tokenHash' | 'expiresAt'>

/**
 * Sessions and their refresh tokens, rows in and rows out; the rules they follow are in
 * session-rules.ts and the use cases. Every write that changes a session tells this instance
 * whose (session-changes.ts): its cached session checks and open streams follow at once, so no use
 * case can leave a stale one behind (decisions 043, 060).
 */
export function createSessionsRepository(deps: { db: Db; clock: Clock; cache?: SessionCache }) {
  const { db, clock } = deps
  const cache = deps.cache ?? createSessionCache({ clock })
  // Every signed-in request runs this one: a named prepared statement, parsed and planned once per
  // database connection instead of on every request (decision 032).
  const sessionCheck = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessTokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.accessExpiresAt, sql.placeholder('now')),
        gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_check')

  return {
    /** Runs several writes to sessions in one transaction. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work)
    },

    /** A new session with its first refresh token. */
    async insert(
      session: Pick<
        SessionRow,
        'userId' | 'device' | 'accessTokenHash' | 'accessExpiresAt' | 'csrfTokenHash' | 'absoluteExpiresAt'
      >,
      refresh: StoredRefresh,
      tx: Db = db,
    ) {
      const now = clock.now()
      const [row] = await tx
        .insert(sessions)
        .values({ ...session, publicId: publicId(), lastUsedAt: now, createdAt: now })
        .returning({ id: sessions.id })
      await tx.insert(refreshTokens).values({ ...refresh, sessionId: row!.id, createdAt: now })
    },

    /**
     * The live session behind an access-token hash and its person (any CSRF value), from this
     * instance's cache when it holds it, else with one prepared statement.
     */
    async findSignedIn(accessTokenHash: string): Promise<Authenticated | null> {
      const cached = cache.get(accessTokenHash)
      if (cached) return cached
      const startedAt = cache.generation()
      const [row] = await sessionCheck.execute({ hash: accessTokenHash, now: clock.now() })
      if (!row) return null
      cache.set(accessTokenHash, row, startedAt)
      return row
    },

    /** Marks an unused, unexpired refresh token used; returns its session's id, or undefined. */
    async claimRefreshToken(tokenHash: string, now: Date, tx: Db): Promise<number | undefined> {
      const [claimed] = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning({ sessionId: refreshTokens.sessionId })
      return claimed?.sessionId
    },

    async findRefreshToken(tokenHash: string, tx: Db = db): Promise<RefreshTokenRow | undefined> {
      const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))
      return row
    },

    /** The session, unless revoked or past its absolute end. */
    async findLive(id: number, now: Date, tx: Db = db): Promise<SessionRow | undefined> {
      const [session] = await tx
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.absoluteExpiresAt, now)))
      return session
    },

    /** A session's next refresh token and access token (rotation). */
    async renew(
      sessionId: number,
      access: Pick<SessionRow, 'accessTokenHash' | 'accessExpiresAt' | 'lastUsedAt'>,
      refresh: StoredRefresh,
      tx: Db,
    ) {
      await tx.insert(refreshTokens).values({ ...refresh, sessionId, createdAt: clock.now() })
      const [row] = await tx
        .update(sessions)
        .set(access)
        .where(eq(sessions.id, sessionId))
        .returning({ userId: sessions.userId })
      if (row) sessionsWritten(db, tx, row.userId)
    },

    /** The ids of the sessions an access-token hash and a refresh-token hash belong to. */
    async idsByTokenHashes(hashes: { access?: string; refresh?: string }): Promise<number[]> {
      const ids: number[] = []
      if (hashes.access) {
        const [row] = await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.accessTokenHash, hashes.access))
        if (row) ids.push(row.id)
      }
      if (hashes.refresh) {
        const row = await this.findRefreshToken(hashes.refresh)
        if (row) ids.push(row.sessionId)
      }
      return ids
    },

    async end(sessionId: number, tx: Db = db) {
      const [row] = await tx
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId })
      if (row) sessionsWritten(db, tx, row.userId)
    },

    /** Ends every session of a person, except perhaps the one making the request. */
    async endAll(userId: number, options: { except?: number } = {}, tx: Db = db) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)]
      if (options.except !== undefined) conditions.push(ne(sessions.id, options.except))
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(and(...conditions))
        .returning({ id: sessions.id })
      if (ended.length > 0) sessionsWritten(db, tx, userId)
    },

    async listActive(userId: number) {
      const now = clock.now()
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.absoluteExpiresAt, now),
            // A session whose newest refresh token has gone idle is over too.
            sql`exists (select 1 from ${refreshTokens} r where r.session_id = ${sessions.id} and r.used_at is null and r.expires_at > ${now.toISOString()})`,
          ),
        )
        .orderBy(sql`${sessions.lastUsedAt} desc`)
    },

    async findByPublicId(userId: number, id: string) {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.publicId, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      return row
    },
  }
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>
