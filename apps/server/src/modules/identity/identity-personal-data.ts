import { and, desc, eq, isNull } from 'drizzle-orm'
import { authTokens, sessions } from '../../db/schema/index'
import type { PersonalDataPart } from '../../lib/personal-data'
import { deviceIn } from './cookies'
import type { UsersRepository } from './users.repository'

/**
 * Identity's share of a person's data: the account itself, its sessions (with their refresh
 * tokens) and pending links (mail queued for them is the outbox's, decision 077). Never a hash of a password or token.
 */
export function identityPersonalData(users: UsersRepository): PersonalDataPart {
  return {
    module: 'identity',
    tables: ['sessions', 'refresh_tokens', 'auth_tokens'],
    async export(db, userId, _now, language) {
      const user = await users.findById(userId)
      if (!user) return {}
      const sessionRows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt))
      const pending = await db
        .select({
          kind: authTokens.kind,
          newEmail: authTokens.newEmail,
          createdAt: authTokens.createdAt,
          expiresAt: authTokens.expiresAt,
        })
        .from(authTokens)
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)))
      return {
        account: {
          public_id: user.publicId,
          email: user.email,
          display_name: user.displayName,
          role: user.role,
          // The language saved in their preferences (decision 081), kept on the account's row.
          language: user.language,
          email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
          has_password: user.passwordHash !== null,
          google_linked: user.googleSubject !== null,
          last_google_sign_in_at: user.googleAuthAt?.toISOString() ?? null,
          created_at: user.createdAt.toISOString(),
        },
        sessions: sessionRows.map((s) => ({
          device: deviceIn(s.device, language),
          started_at: s.createdAt.toISOString(),
          last_used_at: s.lastUsedAt.toISOString(),
          ended_at: s.revokedAt?.toISOString() ?? null,
        })),
        pending_requests: pending.map((p) => ({
          kind: p.kind,
          new_email: p.newEmail,
          requested_at: p.createdAt.toISOString(),
          expires_at: p.expiresAt.toISOString(),
        })),
      }
    },
  }
}
