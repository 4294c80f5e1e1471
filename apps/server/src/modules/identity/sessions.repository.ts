import { timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { refreshTokens, sessions, users } from '../../db/schema/index'
import { DAY, MINUTE, SECOND, type Clock } from '../../lib/clock'
import { deriveToken, publicId, randomToken, sha256 } from '../../lib/secrets'
import { createSessionCache, type SessionCache } from './session-cache'
import type { UserRow } from './users.repository'

/** SPEC §3.4: access 15 min; refresh 7 days idle, 30 days absolute. */
export const ACCESS_TTL = 15 * MINUTE
export const REFRESH_IDLE_TTL = 7 * DAY
export const SESSION_ABSOLUTE_TTL = 30 * DAY
/**
 * Two requests that refresh with the same token at once (two tabs) both get the same successor,
 * derived from the presented token with the server key, instead of one of them looking like theft.
 */
export const REFRESH_GRACE = 10 * SECOND

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
  /** Only on a new session: the CSRF value stays the same for the session's whole life. */
  csrfToken?: string
  absoluteExpiresAt: Date
}

export type SessionRow = typeof sessions.$inferSelect

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Sessions and their refresh tokens. Besides rows in and out it keeps the few rules that must hold
 * inside one statement or transaction (rotation with its grace period and reuse detection) and the
 * session-check cache that every write must forget, so no use case can bypass them.
 */
export function createSessionsRepository(deps: { db: Db; clock: Clock; key: string; cache?: SessionCache }) {
  const { db, clock, key } = deps
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
  const later = (ms: number) => new Date(clock.now().getTime() + ms)

  return {
    /** Starts a session for a person who just proved who they are. */
    async start(userId: number, device: string, tx: Db = db): Promise<IssuedTokens & { sessionId: number }> {
      const accessToken = randomToken()
      const refreshToken = randomToken()
      const csrfToken = randomToken()
      const now = clock.now()
      const absoluteExpiresAt = later(SESSION_ABSOLUTE_TTL)
      const [session] = await tx
        .insert(sessions)
        .values({
          publicId: publicId(),
          userId,
          accessTokenHash: sha256(accessToken),
          accessExpiresAt: later(ACCESS_TTL),
          csrfTokenHash: sha256(csrfToken),
          device,
          lastUsedAt: now,
          absoluteExpiresAt,
          createdAt: now,
        })
        .returning({ id: sessions.id })
      await tx.insert(refreshTokens).values({
        sessionId: session!.id,
        tokenHash: sha256(refreshToken),
        expiresAt: later(REFRESH_IDLE_TTL),
        createdAt: now,
      })
      return { sessionId: session!.id, accessToken, refreshToken, csrfToken, absoluteExpiresAt }
    },

    /** The session and person behind an access token, when the CSRF header matches (SPEC §3.5). */
    async authenticate(
      accessToken: string,
      csrfHeader: string,
    ): Promise<{ user: UserRow; session: SessionRow } | null> {
      const hash = sha256(accessToken)
      const cached = cache.get(hash)
      if (cached) return sameHash(cached.session.csrfTokenHash, sha256(csrfHeader)) ? cached : null
      const startedAt = cache.generation()
      const now = clock.now()
      const [row] = await sessionCheck.execute({ hash, now })
      if (!row) return null
      cache.set(hash, row, startedAt)
      return sameHash(row.session.csrfTokenHash, sha256(csrfHeader)) ? row : null
    },

    /** Forgets every cached session check: after any write that could change who is signed in. */
    invalidateCache: () => cache.invalidate(),

    /**
     * Rotates a refresh token. Returns the new tokens and the person, 'reuse' when an already
     * rotated token comes back after the grace period (the whole session is ended: SPEC §3.4),
     * or null when the token is unknown or expired.
     */
    async rotate(refreshToken: string): Promise<{ tokens: IssuedTokens; userId: number } | 'reuse' | null> {
      const now = clock.now()
      const hash = sha256(refreshToken)
      const successor = deriveToken(key, 'refresh', refreshToken)
      const access = deriveToken(key, 'access', successor)
      // The same pair whether this call rotated the token or a concurrent one did within the grace.
      const issued = (session: { absoluteExpiresAt: Date; userId: number }) => ({
        tokens: {
          accessToken: access,
          refreshToken: successor,
          absoluteExpiresAt: session.absoluteExpiresAt,
        },
        userId: session.userId,
      })
      cache.invalidate()
      const result = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(refreshTokens.tokenHash, hash),
              isNull(refreshTokens.usedAt),
              gt(refreshTokens.expiresAt, now),
            ),
          )
          .returning({ sessionId: refreshTokens.sessionId })
        if (claimed) {
          const session = await liveSession(tx, claimed.sessionId, now)
          if (!session) return null
          await tx.insert(refreshTokens).values({
            sessionId: session.id,
            tokenHash: sha256(successor),
            expiresAt: later(REFRESH_IDLE_TTL),
            createdAt: now,
          })
          await tx
            .update(sessions)
            .set({ accessTokenHash: sha256(access), accessExpiresAt: later(ACCESS_TTL), lastUsedAt: now })
            .where(eq(sessions.id, session.id))
          return issued(session)
        }

        const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash))
        if (!known?.usedAt) return null // unknown, or never used but expired
        const [next] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(successor)))
        const withinGrace = now.getTime() - known.usedAt.getTime() <= REFRESH_GRACE
        if (withinGrace && next && !next.usedAt) {
          const session = await liveSession(tx, known.sessionId, now)
          if (!session) return null
          return issued(session)
        }
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.id, known.sessionId), isNull(sessions.revokedAt)))
        return 'reuse' as const
      })
      cache.invalidate()
      return result
    },

    /** Ends the session these cookies belong to, if any (logout; a new login in the same browser). */
    async endPresented(tokens: { access?: string; refresh?: string }) {
      const ids: number[] = []
      if (tokens.access) {
        const [row] = await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.accessTokenHash, sha256(tokens.access)))
        if (row) ids.push(row.id)
      }
      if (tokens.refresh) {
        const [row] = await db
          .select({ id: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(tokens.refresh)))
        if (row) ids.push(row.id)
      }
      for (const id of new Set(ids)) await this.end(id)
    },

    async end(sessionId: number, tx: Db = db) {
      cache.invalidate()
      await tx
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      cache.invalidate()
    },

    /** Ends every session of a person, except perhaps the one making the request. */
    async endAll(userId: number, options: { except?: number } = {}, tx: Db = db) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)]
      if (options.except !== undefined) conditions.push(ne(sessions.id, options.except))
      cache.invalidate()
      await tx
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(and(...conditions))
      cache.invalidate()
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

  async function liveSession(tx: Db, id: number, now: Date) {
    const [session] = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.absoluteExpiresAt, now)))
    return session
  }
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>
