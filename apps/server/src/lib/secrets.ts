import { createHash, createHmac, randomBytes } from 'node:crypto'

/** 256 bits from the CSPRNG, base64url without padding: 43 characters (SPEC §3.2). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are ≥128-bit random, so a plain SHA-256 is enough to store them (ASVS 6.5.2). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** A token derived from another with the server key: same input, same output (refresh grace). */
export function deriveToken(key: string, purpose: string, from: string): string {
  return createHmac('sha256', key).update(`${purpose}:${from}`).digest('base64url')
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

/** A short opaque identifier for things people see in URLs (users, sessions): 80 bits. */
export function publicId(length = 16): string {
  const bytes = randomBytes(length)
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length]
  return id
}
