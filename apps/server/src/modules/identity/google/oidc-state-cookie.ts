import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { z } from 'zod'

/** One sign-in attempt: what the callback needs to check the provider's answer. */
export interface GoogleAttempt {
  /** PKCE code verifier (its S256 challenge went to the provider). */
  codeVerifier: string
  state: string
  nonce: string
  /** Already sanitised (safeReturnTo). */
  returnTo: string
  /** Epoch milliseconds after which the attempt is refused. */
  expiresAt: number
}

const AttemptSchema = z.object({
  codeVerifier: z.string().min(43).max(128),
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  returnTo: z.string().startsWith('/').max(2048),
  expiresAt: z.number().int(),
})

const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Seals the attempt into the `kindredOidc` cookie with AES-256-GCM under a key derived from the
 * `oidc-state` server key: the browser can neither read the code verifier nor forge or alter an
 * attempt (the tag fails). Binding to this purpose keeps the value useless anywhere else.
 */
export function oidcStateSealer(serverKey: string) {
  const key = createHmac('sha256', serverKey).update('kindred:oidc-state-cookie:v1').digest()
  const aad = Buffer.from('kindredOidc')

  return {
    seal(attempt: GoogleAttempt): string {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(aad)
      const body = Buffer.concat([cipher.update(JSON.stringify(attempt), 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    /** The attempt, or null when the value was not sealed by this server (or is damaged). */
    open(value: string): GoogleAttempt | null {
      try {
        const raw = Buffer.from(value, 'base64url')
        if (raw.length <= IV_BYTES + TAG_BYTES) return null
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
        decipher.setAAD(aad)
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
        const text = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8')
        const parsed = AttemptSchema.safeParse(JSON.parse(text))
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
  }
}

export type OidcStateSealer = ReturnType<typeof oidcStateSealer>
