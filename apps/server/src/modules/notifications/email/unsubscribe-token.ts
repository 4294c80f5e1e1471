import { timingSafeEqual } from 'node:crypto'
import { deriveToken } from '../../../lib/secrets'

/** The purpose in every MAC: a token made for anything else never verifies here. */
const PURPOSE = 'kindred:email-unsubscribe:v1'

/** Whose email a link turns off, and the generation it was written with (it works once). */
export interface UnsubscribeClaim {
  userId: number
  generation: number
}

// `<user id>.<generation>.<MAC>`: the internal id, which nobody outside the server can tie to a
// profile (a public id could be, by whoever else reads the inbox).
const FORMAT = /^(\d{1,15})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/

/** The token of a person's one-click unsubscribe link. */
export function unsubscribeToken(key: string, claim: UnsubscribeClaim): string {
  const payload = `${claim.userId}.${claim.generation}`
  return `${payload}.${deriveToken(key, PURPOSE, payload)}`
}

/** The claim of a token this server made, or null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(key: string, token: string): UnsubscribeClaim | null {
  const match = FORMAT.exec(token)
  if (!match) return null
  const [, userId, generation, mac] = match as unknown as [string, string, string, string]
  const expected = Buffer.from(deriveToken(key, PURPOSE, `${userId}.${generation}`))
  const given = Buffer.from(mac)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { userId: Number(userId), generation: Number(generation) }
}
