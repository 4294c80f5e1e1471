import { and, eq, gt, isNull } from 'drizzle-orm'
import type { TokenKind } from '@kindred/contract/identity'
import type { Db } from '../../db/client'
import { authTokens } from '../../db/schema/index'
import { DAY, MINUTE, type Clock } from '../../lib/clock'
import { randomToken, sha256 } from '../../lib/secrets'

/** SPEC §3.2 lifetimes. */
export const TOKEN_TTL: Record<TokenKind, number> = {
  account_verification: DAY,
  reset_password: 30 * MINUTE,
  change_email: DAY,
  change_password: 30 * MINUTE,
}

/** The one-use links of SPEC §3.2, stored only as hashes. Every method runs in the caller's `tx` when given. */
export function createAuthTokensRepository(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    /** A new token of a kind voids the person's older unused ones of that kind. Returns the raw token (for the email). */
    async issue(userId: number, kind: TokenKind, newEmail?: string, tx: Db = db): Promise<string> {
      const token = randomToken()
      const now = clock.now()
      await tx
        .delete(authTokens)
        .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)))
      await tx.insert(authTokens).values({
        userId,
        kind,
        tokenHash: sha256(token),
        newEmail: newEmail ?? null,
        expiresAt: new Date(now.getTime() + TOKEN_TTL[kind]),
        createdAt: now,
      })
      return token
    },

    /**
     * Uses a token once: one atomic UPDATE, so of two concurrent uses exactly one succeeds. A token
     * of another kind, a used one and an expired one all fail alike.
     */
    async consume(
      token: string,
      kind: TokenKind,
      tx: Db = db,
    ): Promise<{ userId: number; newEmail: string | null } | null> {
      const now = clock.now()
      const [row] = await tx
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(authTokens.tokenHash, sha256(token)),
            eq(authTokens.kind, kind),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, now),
          ),
        )
        .returning({ userId: authTokens.userId, newEmail: authTokens.newEmail })
      return row ?? null
    },

    /** After a password change every outstanding reset or change link is void (security-bar §1.7). */
    async voidKinds(userId: number, kinds: TokenKind[], tx: Db = db) {
      for (const kind of kinds) {
        await tx
          .delete(authTokens)
          .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)))
      }
    },
  }
}

export type AuthTokensRepository = ReturnType<typeof createAuthTokensRepository>
