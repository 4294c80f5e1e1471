import type { Language } from '@kindred/contract/languages'
import { retryOnUniqueViolation } from '../../../lib/db-errors'
import { publicId } from '../../../lib/secrets'
import { suggestDisplayName } from '../display-names'
import type { GoogleIdentity } from '../google/google-client'
import type { IdentityDeps } from '../identity-deps'
import { normalizeEmail } from '../users.repository'

export type GoogleSignInResult =
  | { ok: true; userId: number; outcome: 'returning' | 'linked' | 'created' }
  | { ok: false; reason: 'email-unverified' | 'no-email' | 'email-linked-to-other-google-account' }

/**
 * Finds or makes the account for a validated Google identity (SPEC §3.3):
 * 1. an account already linked to this Google subject signs in;
 * 2. otherwise an account with the same email is linked, but only when Google says the email is
 *    verified (the address is then verified here too). If that account had never proved its
 *    address, whoever chose its password never owned the address either: the password is dropped
 *    and any session ended, so a pre-registered account cannot be taken over;
 * 3. otherwise a new verified account is made, with a suggested pseudonym (never the Google name),
 *    no password, and the language of the request it was made in as the person's (decision 084).
 *    An account found or linked keeps its own.
 * Without a verified email nothing is linked or created. Every success records `google_auth_at`
 * (erasing a Google-only account needs a recent one).
 */
export async function linkGoogleAccount(
  deps: IdentityDeps,
  identity: GoogleIdentity,
  language: Language,
): Promise<GoogleSignInResult> {
  // Two callbacks for the same new person at once: the loser finds the winner's row.
  return retryOnUniqueViolation(() => attempt(deps, identity, language))
}

function attempt(
  deps: IdentityDeps,
  identity: GoogleIdentity,
  language: Language,
): Promise<GoogleSignInResult> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx): Promise<GoogleSignInResult> => {
    const known = await deps.users.findByGoogleSubject(identity.subject, tx)
    if (known) {
      await deps.users.update(known.id, { googleAuthAt: now }, tx)
      return { ok: true, userId: known.id, outcome: 'returning' }
    }
    if (!identity.email) return { ok: false, reason: 'no-email' }
    if (!identity.emailVerified) return { ok: false, reason: 'email-unverified' }

    const existing = await deps.users.findByEmail(identity.email, tx)
    if (existing) {
      if (existing.googleSubject !== null)
        return { ok: false, reason: 'email-linked-to-other-google-account' }
      const provedBefore = existing.emailVerifiedAt !== null
      await deps.users.update(
        existing.id,
        {
          googleSubject: identity.subject,
          googleAuthAt: now,
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          ...(provedBefore ? {} : { passwordHash: null }),
        },
        tx,
      )
      if (!provedBefore) await deps.sessions.endAll(existing.id, {}, tx)
      return { ok: true, userId: existing.id, outcome: 'linked' }
    }

    const created = await deps.users.insert(
      {
        publicId: publicId(),
        email: identity.email.trim(),
        emailNormalized: normalizeEmail(identity.email),
        passwordHash: null,
        googleSubject: identity.subject,
        googleAuthAt: now,
        displayName: suggestDisplayName(),
        language,
        emailVerifiedAt: now,
        createdAt: now,
      },
      tx,
    )
    return { ok: true, userId: created.id, outcome: 'created' }
  })
}
