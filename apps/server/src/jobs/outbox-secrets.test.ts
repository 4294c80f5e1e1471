import { describe, expect, it } from 'vitest'
import { withoutSecrets } from './outbox'

// What the outbox logs and keeps of a failure (issue 26): never an address, never a URL (a push
// endpoint is a capability, a mailed link carries a token).

describe("a failed job's error as logged and kept", () => {
  it('names no push endpoint, link or address', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bSecretPart'
    const text = withoutSecrets(
      `request to ${endpoint} failed; 550 <name@example.org>: see http://127.0.0.1:8080/push/1?t=x`,
    )
    expect(text).toBe('request to [url] failed; 550 <[address]>: see [url]')
  })

  it('keeps a failure that names neither as it is', () => {
    expect(withoutSecrets('push service answered 503')).toBe('push service answered 503')
  })
})
