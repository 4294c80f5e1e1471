import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * How many values a deterministic box remembers each way. A list's cursors repeat: every member
 * reading the top of the feed is given the same one, and the next page opens it again.
 */
export const REMEMBERED_SEALS = 1_000

/** A map that forgets its oldest entry when full: pure results only, so forgetting costs one recomputation. */
function remembered(compute: (input: string) => string | null) {
  const kept = new Map<string, string>()
  return (input: string): string | null => {
    const known = kept.get(input)
    if (known !== undefined) return known
    const value = compute(input)
    // A refused value is not kept: it may be anything a client sends.
    if (value === null) return null
    if (kept.size >= REMEMBERED_SEALS) kept.delete(kept.keys().next().value as string)
    kept.set(input, value)
    return value
  }
}

/**
 * Authenticated encryption (AES-256-GCM) with a server key, for the few secrets the server must be
 * able to give back later, e.g. a guide session key for its signed-in owner on another device.
 * `deterministic`: the same text seals to the same value (the nonce is a MAC of the text, as in
 * SIV), for values that go into URLs a cache keys on (a list's cursor); it tells only that two
 * sealed values hold the same text. Sealing and opening are then pure functions of their input
 * under the key, so the last values are remembered both ways: a signed-in feed page spent a tenth
 * of its server time sealing its cursor (an HMAC, a cipher and their buffers every request).
 * A box that is not deterministic holds secrets and remembers nothing.
 */
export function sealedBox(serverKey: string, { deterministic = false } = {}) {
  const key = createHash('sha256').update(`sealed-box:${serverKey}`).digest()
  const nonceKey = createHash('sha256').update(`sealed-box-nonce:${serverKey}`).digest()
  const seal = (plain: string): string => {
    const iv = deterministic
      ? createHmac('sha256', nonceKey).update(plain).digest().subarray(0, 12)
      : randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
  }
  const open = (sealed: string): string | null => {
    try {
      const raw = Buffer.from(sealed, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
      decipher.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    } catch {
      return null
    }
  }
  if (!deterministic) return { seal, open }
  const sealRemembered = remembered(seal) as (plain: string) => string
  return {
    seal: sealRemembered,
    /** The plain text, or null when the value was not sealed with this key or was altered. */
    open: remembered(open),
  }
}
export type SealedBox = ReturnType<typeof sealedBox>
