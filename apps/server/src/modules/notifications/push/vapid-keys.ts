import { generateKeyPairSync } from 'node:crypto'
import type { Db } from '../../../db/client'
import { loadServerKey } from '../../../lib/server-keys'

/** The server's VAPID key pair (RFC 8292), base64url: the public key is what browsers subscribe with. */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** The name of the `server_keys` row that holds the generated pair (both halves in one row). */
export const VAPID_SERVER_KEY = 'vapid'

/** A new P-256 pair in web-push's form: the uncompressed public point (65 bytes) and the scalar (32). */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const pub = publicKey.export({ format: 'jwk' })
  const priv = privateKey.export({ format: 'jwk' })
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x as string, 'base64url'),
    Buffer.from(pub.y as string, 'base64url'),
  ])
  return { publicKey: point.toString('base64url'), privateKey: priv.d as string }
}

/**
 * The keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or else the pair made on the first start and
 * kept in the database (inserted if absent, then read): every instance and every restart signs with
 * the same key, so the subscriptions browsers made with it keep working.
 */
export async function loadVapidKeys(db: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured
  const stored = await loadServerKey(db, VAPID_SERVER_KEY, () => JSON.stringify(generateVapidKeys()))
  const { publicKey, privateKey } = JSON.parse(stored) as VapidKeys
  return { publicKey, privateKey }
}
