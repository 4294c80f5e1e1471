import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}

/** People with an account. `id` never leaves the server; `public_id` is what others see. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    email: text('email').notNull(),
    /** lower(email): one account per address whatever its case (SPEC §3.1). */
    emailNormalized: text('email_normalized').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject').unique(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: ['user', 'moderator', 'admin'] })
      .notNull()
      .default('user'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the person last signed in with Google (erasure of a Google-only account needs a recent one). */
    googleAuthAt: timestamp('google_auth_at', { withTimezone: true }),
    /**
     * Until when a moderator suspended the person (SPEC §10): they can read but not post, react,
     * comment or connect. Suspended "until lifted" is stored as UNTIL_LIFTED (modules/moderation).
     */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_normalized_key').on(t.emailNormalized),
    // The moderators' list of suspended people, without reading every account.
    index('users_suspended_idx')
      .on(t.suspendedUntil)
      .where(sql`${t.suspendedUntil} is not null`),
    // The moderators and admins, found among a million accounts by reading only theirs: the list of
    // moderators, and whether someone else could decide an appeal (decision 038).
    index('users_moderators_idx')
      .on(t.id)
      .where(sql`${t.role} in ('moderator', 'admin')`),
  ],
)

/**
 * One signed-in browser. Its refresh tokens form one family (rotation, reuse detection); the
 * access token and CSRF value are stored only as SHA-256 hashes.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    csrfTokenHash: text('csrf_token_hash').notNull(),
    device: text('device').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sessions_access_token_hash_key').on(t.accessTokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Set when rotated; presenting it again after the grace period revokes the session. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Idle limit: a refresh token unused for this long is dead (SPEC §3.4: 7 days). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_id_idx').on(t.sessionId),
  ],
)

/** The four token kinds of the seed, stored hashed, single-use, kind-bound (SPEC §3.2). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['account_verification', 'reset_password', 'change_email', 'change_password'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For change_email: the address it switches to. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_user_kind_idx')
      .on(t.userId, t.kind)
      .where(sql`used_at is null`),
    // Deleting the row it points at (a cascade or set null) finds these rows by this index, not by
    // reading the whole table (decision 032).
    index('auth_tokens_user_idx').on(t.userId),
  ],
)
