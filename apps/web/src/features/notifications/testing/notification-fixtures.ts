import { vi } from 'vitest'
import type {
  Notification,
  NotificationFamily,
  NotificationPage,
  NotificationSummary,
} from '@kindred/contract/notifications'
import { NOTIFICATION_TYPES } from '@kindred/contract/notifications-constants'
import type { EmailSettings, NotificationSettings } from '@kindred/contract/notifications-settings'

/** The list call of each family, as the fake API keys it. */
export const LIST = {
  me_too: 'GET /memories/api/v1/metoo/notifications',
  me_too_love: 'GET /memories/api/v1/metoo/love/notification/',
  memory_love: 'GET /memories/api/v1/memory/love/notification/',
  general: 'GET /notifications/',
} satisfies Record<NotificationFamily, string>

export const SUMMARY = 'GET /api/v1/notifications/summary'
export const ALL_SEEN = 'GET /notifications/mark-all-as-seen'
export const SETTINGS = '/api/v1/notifications/settings'
export const PUSH_DEVICES = '/api/v1/notifications/push-subscriptions'

/**
 * The settings as GET answers them: every type on in the app but those in `off`, email as a person
 * who never chose (off, counts only, 18:00 UTC, every type, address confirmed) unless `email` says more.
 */
export const notificationSettings = (
  off: string[] = [],
  email: Partial<EmailSettings> = {},
): NotificationSettings => ({
  types: NOTIFICATION_TYPES.map((type) => ({ type, enabled: !off.includes(type) })),
  email: {
    mode: 'off',
    detailed: false,
    digest_hour: 18,
    time_zone: 'UTC',
    types: NOTIFICATION_TYPES.map((type) => ({ type, enabled: true })),
    address_verified: true,
    turned_off: null,
    ...email,
  },
})
export const readPath = (id: number) => `GET /notifications/${id}/read/`

/** A me too on "The long winter", unread, unless told otherwise. */
export const notification = (id: number, patch: Partial<Notification> = {}): Notification => ({
  id,
  type: 'me_too',
  family: 'me_too',
  actors: { people: [{ public_id: `p-${id}`, display_name: `Person ${id}` }], count: 1 },
  target: {
    kind: 'memory',
    memory: { shareable_link: 'the-long-winter-k3x9', title: 'The long winter' },
    comment_id: null,
    connection_id: null,
  },
  text: `Person ${id} said me too to “The long winter”`,
  link: '/memories/m/the-long-winter-k3x9',
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  seen: false,
  read: false,
  ...patch,
})

export const notificationPage = (
  results: Notification[],
  more: Partial<NotificationPage> = {},
): NotificationPage => ({ results, page: 1, limit: 10, has_next: false, unseen_count: 0, ...more })

export const summary = (unseen: Partial<NotificationSummary['unseen']> = {}): NotificationSummary => {
  const counts = { me_too: 0, me_too_love: 0, memory_love: 0, general: 0, ...unseen }
  return { unseen: counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) }
}

type Listener = (event: Event) => void

/** A browser EventSource the test drives: open it, send it events, make it fail. */
export class FakeEventSource {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  readyState = FakeEventSource.CONNECTING
  closed = false
  private readonly listeners = new Map<string, Set<Listener>>()

  constructor(
    readonly url: string,
    private readonly made: FakeEventSource[],
  ) {
    made.push(this)
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set())
    this.listeners.get(type)?.add(listener)
  }

  close() {
    this.readyState = FakeEventSource.CLOSED
    this.closed = true
  }

  private dispatch(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }

  open() {
    this.readyState = FakeEventSource.OPEN
    this.dispatch('open', new Event('open'))
  }

  send(type: 'notification' | 'summary', data: unknown) {
    this.dispatch(type, new MessageEvent(type, { data: JSON.stringify(data) }))
  }

  /** `closed`: the server refused or ended it for good (the browser gives up); otherwise it retries. */
  fail({ closed }: { closed: boolean }) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING
    this.dispatch('error', new Event('error'))
  }
}

/** Replaces the browser's EventSource for one test; returns every stream opened, in order. */
export function fakeEventSources(): FakeEventSource[] {
  const made: FakeEventSource[] = []
  class Bound extends FakeEventSource {
    constructor(url: string) {
      super(url, made)
    }
  }
  vi.stubGlobal('EventSource', Bound)
  return made
}
