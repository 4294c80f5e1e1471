import { createECDH } from 'node:crypto'

// The Web Push settings' rules (issue 26, decision 054), apart from config.ts so it stays readable.

/** Whether the base64url public key is the one of the private key (P-256, uncompressed point). */
export function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'))
    return ecdh.getPublicKey().toString('base64url') === publicKey
  } catch {
    return false
  }
}

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/

/** `PUSH_SERVICE_HOSTS`: host or host:port entries, lower-cased; throws on anything else. */
export function parsePushServiceHosts(value: string | undefined): string[] {
  if (!value) return []
  const hosts = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  for (const host of hosts) if (!HOST.test(host)) throw new Error(`not a host: ${host}`)
  return hosts
}

/**
 * Who a push service may write to about this server's pushes: the address of MAIL_FROM, or the
 * app's origin when it is https; otherwise a no-reply address at the app's host name.
 */
export function vapidSubjectFor(mailFrom: string, appUrl: URL): string {
  const address = mailFrom.match(/<([^<>\s]+@[^<>\s]+)>/)?.[1] ?? mailFrom.match(/^[^<>\s]+@[^<>\s]+$/)?.[0]
  if (address) return `mailto:${address}`
  if (appUrl.protocol === 'https:') return appUrl.origin
  return `mailto:no-reply@${appUrl.hostname}`
}
