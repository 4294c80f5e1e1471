import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeAfter } from './close-after'

/** One push as the push service received it. */
export interface ReceivedPush {
  path: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/**
 * A push service on loopback (node:http), playing FCM or Mozilla's for the tests: it keeps every
 * POST it receives and answers 201, or the status a test sets for a path (410 for a subscription
 * that expired). Its `host` goes in PUSH_SERVICE_HOSTS, the only way the server may push to it.
 */
export async function startPushService() {
  const received: ReceivedPush[] = []
  const answers = new Map<string, number>()
  const waiters: (() => void)[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? ''
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      waiters.splice(0).forEach((wake) => wake())
      res.statusCode = answers.get(path) ?? 201
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  closeAfter(() => new Promise<void>((resolve) => server.close(() => resolve())))
  let counter = 0

  return {
    /** host:port, for PUSH_SERVICE_HOSTS. */
    host,
    received,
    /** A new endpoint URL on this service, as a push service hands one to a browser. */
    endpoint: () => `http://${host}/push/${++counter}-${randomBytes(12).toString('base64url')}`,
    /** From now on this endpoint is answered with `status`. */
    answer(endpoint: string, status: number) {
      answers.set(new URL(endpoint).pathname, status)
    },
    /** The pushes received for this endpoint. */
    pushesTo: (endpoint: string) => received.filter((push) => push.path === new URL(endpoint).pathname),
    /** Waits until `count` pushes reached this endpoint; fails after `timeoutMs`. */
    async waitFor(endpoint: string, count = 1, timeoutMs = 5000): Promise<ReceivedPush[]> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const pushes = received.filter((push) => push.path === new URL(endpoint).pathname)
        if (pushes.length >= count) return pushes
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`expected ${count} push(es), got ${pushes.length}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, left)
        })
      }
    },
  }
}

export type PushService = Awaited<ReturnType<typeof startPushService>>

/**
 * What a browser makes when a page subscribes to push: a P-256 key pair and a 16-byte auth secret;
 * the public key and secret go to the server (PushSubscription.toJSON()), the private key stays.
 */
export function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
    /** Decrypts an aes128gcm push body (RFC 8188, keys per RFC 8291) as the browser would. */
    decrypt: (body: Buffer) => decryptPush(body, ecdh, auth),
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  // The aes128gcm header: salt (16), record size (4), key id length (1), key id (the sender's key).
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const receiverKey = ecdh.getPublicKey()
  const sharedSecret = ecdh.computeSecret(senderKey)
  // RFC 8291 §3.4: the input keying material from the shared secret and the auth secret.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey, Buffer.from([1])])
  const ikm = hmac(hmac(authSecret, sharedSecret), keyInfo)
  // RFC 8188 §2.2: the content encryption key and the nonce from the salt.
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body')
  return padded.subarray(0, end).toString('utf8')
}

/**
 * The VAPID credentials of a push (RFC 8292 `Authorization: vapid t=<JWT>, k=<key>`), with the JWT's
 * ES256 signature checked against k; throws when it does not verify.
 */
export function vapidOf(push: ReceivedPush) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(push.headers.authorization))
  if (!match) throw new Error(`not a VAPID authorization: ${push.headers.authorization}`)
  const [, jwt, key] = match as unknown as [string, string, string]
  const [header, claims, signature] = jwt.split('.') as [string, string, string]
  const point = Buffer.from(key, 'base64url')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) throw new Error('the VAPID JWT is not signed by its key')
  return {
    key,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string
      exp: number
      sub: string
    },
  }
}
