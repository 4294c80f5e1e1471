import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * Authenticated encryption (AES-256-GCM) with a server key, for the few secrets the server must be
 * able to give back later, e.g. a guide session key for its signed-in owner on another device.
 * `deterministic`: the same text seals to the same value (the nonce is a MAC of the text, as in
 * SIV), for values that go into URLs a cache keys on (a list's cursor); it tells only that two
 * sealed values hold the same text.
 */
export function sealedBox(serverKey: string, { deterministic = false } = {}) {
  const key = createHash('sha256').update(`sealed-box:${serverKey}`).digest()
  const nonceKey = createHash('sha256').update(`sealed-box-nonce:${serverKey}`).digest()
  return {
    seal(plain: string): string {
      const iv = deterministic
        ? createHmac('sha256', nonceKey).update(plain).digest().subarray(0, 12)
        : randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    /** The plain text, or null when the value was not sealed with this key or was altered. */
    open(sealed: string): string | null {
      try {
        const raw = Buffer.from(sealed, 'base64url')
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
        decipher.setAuthTag(raw.subarray(12, 28))
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}
export type SealedBox = ReturnType<typeof sealedBox>
