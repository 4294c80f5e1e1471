import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { LANGUAGES } from '@kindred/contract/languages'
import { at, createdAt, idKey, ownedBy } from './columns'

/** A person's row: erased with their account by one delete (decision 018). */
export const userRef = (name: string) => ownedBy(name, () => users.id)

/** People with an account. `id` never leaves the server; `public_id` is what others see. */
export const users = pgTable(
  'users',
  {
    id: idKey(),
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
    emailVerifiedAt: at('email_verified_at'),
    /** When the person last signed in with Google (erasure of a Google-only account needs a recent one). */
    googleAuthAt: at('google_auth_at'),
    /**
     * Until when a moderator suspended the person (SPEC §10): they can read but not post, react,
     * comment or connect. Suspended "until lifted" is stored as UNTIL_LIFTED (modules/moderation).
     */
    suspendedUntil: at('suspended_until'),
    /**
     * The language the person saved in their preferences (decision 081); null follows the browser.
     * On their row, so the session check every signed-in request makes carries it: no statement more.
     */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ('en', 'es')`),
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
    id: idKey(),
    publicId: text('public_id').notNull().unique(),
    userId: userRef('user_id'),
    accessTokenHash: text('access_token_hash').notNull(),
    accessExpiresAt: at('access_expires_at').notNull(),
    csrfTokenHash: text('csrf_token_hash').notNull(),
    device: text('device').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_access_token_hash_key').on(t.accessTokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idKey(),
    sessionId: ownedBy('session_id', () => sessions.id),
    tokenHash: text('token_hash').notNull(),
    /** Set when rotated; presenting it again after the grace period revokes the session. */
    usedAt: at('used_at'),
    /** Idle limit: a refresh token unused for this long is dead (SPEC §3.4: 7 days). */
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
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
    id: idKey(),
    userId: userRef('user_id'),
    kind: text('kind', {
      enum: ['account_verification', 'reset_password', 'change_email', 'change_password'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For change_email: the address it switches to. */
    newEmail: text('new_email'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
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
