import type webPushModule from 'web-push'
import type { Language } from '@kindred/contract/languages'
import { PUSH_URL, PUSH_WORDS, type PushPayload } from '@kindred/contract/notifications-settings'
import type { VapidKeys } from './vapid-keys'

/**
 * The one payload every push in a language carries, for everyone and everything: no count, no
 * content, no name (a lock screen is seen by others). The app shows the rest when it is opened.
 * `lang` tells the service worker which of its own words to show (decision 084).
 */
export const pushPayload = (language: Language): string =>
  JSON.stringify({ ...PUSH_WORDS[language], url: PUSH_URL, lang: language } satisfies PushPayload)

/** How long a push service keeps a push for a device that is offline: a day, then it is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60
/** A device that is offline gets one push when it is back, not one per thing (RFC 8030 §5.4). */
const TOPIC = 'something-new'
const TIMEOUT_MS = 15_000

export type SendOutcome = 'sent' | 'gone'

/** A failure to pass on: it names the push service's answer, never the endpoint (a capability URL). */
export class PushFailed extends Error {
  override name = 'PushFailed'
}

/**
 * Sends pushes: encrypted with aes128gcm (RFC 8291) to the browser's keys and signed with VAPID (RFC
 * 8292) by web-push, which is loaded with the first push (most starts push nothing). The request
 * is ours, not web-push's: it never follows a redirect (the endpoint was checked, where it leads
 * was not), it is allowed plain http for a listed host (tests), and it gives up after 15 s.
 */
export function createPushSender(vapid: VapidKeys & { subject: string }) {
  let loading: Promise<typeof webPushModule> | undefined
  const webPush = () => (loading ??= import('web-push').then((module) => module.default))

  return {
    /** 'gone' when the push service says the subscription is no more (404, 410); throws on other failures. */
    async send(
      device: { endpoint: string; p256dh: string; auth: string },
      language: Language,
    ): Promise<SendOutcome> {
      const details = (await webPush()).generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        pushPayload(language),
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          topic: TOPIC,
        },
      )
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      )
      let response: Response
      try {
        response = await fetch(device.endpoint, {
          method: 'POST',
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name
        throw new PushFailed(`push service unreachable (${cause})`)
      }
      await response.body?.cancel()
      if (response.status === 404 || response.status === 410) return 'gone'
      if (response.status < 200 || response.status > 299) {
        throw new PushFailed(`push service answered ${response.status}`)
      }
      return 'sent'
    },
  }
}

export type PushSender = ReturnType<typeof createPushSender>
