import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { authTokens, sessions } from '../../db/schema/index'
import type { UserRow } from '../auth/users.repository'
import { exportGuide } from '../guide/export-guide'

/**
 * Everything Kindred holds about a person, as JSON they can keep (GDPR art. 15 and 20). Never
 * secrets (hashes) and never anyone else's data. Each feature adds its own section here.
 */
export async function exportAccount(db: Db, user: UserRow, now: Date) {
  const sessionRows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.createdAt))
  const pending = await db
    .select({
      kind: authTokens.kind,
      newEmail: authTokens.newEmail,
      createdAt: authTokens.createdAt,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .where(and(eq(authTokens.userId, user.id), isNull(authTokens.usedAt)))
  return {
    format: 'kindred-export',
    version: 1,
    exported_at: now.toISOString(),
    account: {
      public_id: user.publicId,
      email: user.email,
      display_name: user.displayName,
      role: user.role,
      email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
      has_password: user.passwordHash !== null,
      google_linked: user.googleSubject !== null,
      last_google_sign_in_at: user.googleAuthAt?.toISOString() ?? null,
      created_at: user.createdAt.toISOString(),
    },
    sessions: sessionRows.map((s) => ({
      device: s.device,
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
    guide: await exportGuide(db, user.id),
  }
}
