import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import type { TestBrowser } from '../test-browser'

/** What a person can observe of one answer: its status, error code and body. */
export interface Observed {
  status: number
  body: unknown
}

export const observed = (res: LightMyRequestResponse): Observed => {
  let body: unknown = res.body
  try {
    body = res.json()
  } catch {
    // Not JSON (an empty 204): the text is what there is to observe.
  }
  return { status: res.statusCode, body }
}

/** What names a memory and everything on it in an answer: its link and hash id. */
export interface Names {
  link: string
  hash: string
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/
/** Keys whose values are row ids or stream positions (never a person's public id). */
const ID_KEY = /^(id|event|[a-z_]+_id|[a-z_]+_ids)$/
const DIGITS = /^\d+$/

/**
 * Which sequence an id is from, where one answer mixes them: a notification's own id and a stream
 * position are numbered apart from the rows they are about, so that a notification whose id happens
 * to equal its comment's id reads like one whose ids differ.
 */
const sequenceOf = (key: string, holder: object) =>
  key === 'event' ? 'event' : key === 'id' && 'family' in holder ? 'notification' : 'row'

/**
 * An answer with what may differ between two equal memories taken out: their link and hash id
 * (wherever they appear, also inside a path or as a key), row ids (numbered in order of first
 * appearance, so the same shape gives the same numbers) and times. Names and public ids stay: an
 * author's name where another memory has none is exactly what the comparison must catch.
 */
export function normalized(value: unknown, names: Names): unknown {
  const ids = new Map<string, string>()
  const idToken = (raw: string | number, sequence = 'row') => {
    const key = `${sequence} ${String(raw)}`
    if (!ids.has(key)) ids.set(key, `<id ${ids.size + 1}>`)
    return ids.get(key)!
  }
  const text = (s: string) =>
    ISO_TIME.test(s)
      ? '<time>'
      : s
          .split(names.link)
          .join('<link>')
          .split(names.hash)
          .join('<hash>')
          // A comment's id inside a link into the page ("#comment-21").
          .replace(/#comment-(\d+)/g, (_, id: string) => `#comment-${idToken(id)}`)
  const walk = (v: unknown, key: string | null, holder: object = {}): unknown => {
    if (Array.isArray(v)) return v.map((item) => walk(item, key, holder))
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v).map(([k, inner]) => [DIGITS.test(k) ? idToken(k) : text(k), walk(inner, k, v)]),
      )
    if (
      key !== 'public_id' &&
      key !== null &&
      ID_KEY.test(key) &&
      (typeof v === 'number' || typeof v === 'string')
    )
      return idToken(v, sequenceOf(key, holder))
    if (typeof v === 'string') return text(v)
    return v
  }
  return walk(value, null)
}

/**
 * The parts of a list (or any answer) that are about one memory: each array item that names it
 * (an object whose JSON holds its link or hash id, or the link itself), grouped by where the array
 * is, normalized. Two memories are listed alike when these are equal.
 */
export function entriesAbout(value: unknown, names: Names): Record<string, unknown[]> {
  const found: Record<string, unknown[]> = {}
  const names_ = (item: unknown) => {
    const json = JSON.stringify(item)
    return json.includes(names.link) || json.includes(names.hash)
  }
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) {
      v.forEach((item, index) => {
        if (names_(item)) {
          ;(found[path] ??= []).push(normalized(item, names))
        }
        walk(item, `${path}[${index}]`)
      })
      return
    }
    if (v !== null && typeof v === 'object')
      for (const [k, inner] of Object.entries(v)) walk(inner, `${path}.${names_(k) ? '<named key>' : k}`)
  }
  walk(value, '$')
  // Items inside an item already taken are part of it: keep only the outermost paths.
  for (const path of Object.keys(found))
    if (
      Object.keys(found).some(
        (outer) => outer !== path && path.startsWith(`${outer.replace(/\[\d+\]$/, '')}[`),
      )
    )
      delete found[path]
  return found
}

/**
 * What the live stream sends a person when it replays everything from the start (Last-Event-ID 0):
 * the data of each notification event that arrives within `ms`.
 */
export async function replayedNotifications(
  app: FastifyInstance,
  browser: TestBrowser,
  ms = 300,
): Promise<Observed> {
  const csrf = browser.cookies.get('csrfToken') ?? ''
  const res = await app.inject({
    method: 'GET',
    url: `${NOTIFICATION_PATHS.stream}?csrf=${encodeURIComponent(csrf)}`,
    headers: { 'last-event-id': '0' },
    cookies: Object.fromEntries(browser.cookies),
    payloadAsStream: true,
  })
  const stream = res.stream()
  let text = ''
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
  await new Promise((resolve) => setTimeout(resolve, ms))
  stream.destroy()
  const events = text
    .split('\n\n')
    .filter((block) => block.includes('event: notification'))
    .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as unknown)
  return { status: res.statusCode, body: events }
}
