import type { FastifyInstance } from 'fastify'
import { CONNECTION_PATHS, type ConnectRequestResponse, type Connection } from '@kindred/contract/connections'
import { DAY, type Clock } from '../src/lib/clock'
import { buildIdentityApp } from './identity-fixtures'
import { MEMBER_LIMITS, liftedLimits } from './lifted-limits'
import { person, personAged, share } from './memory-fixtures'
import { TestBrowser } from './test-browser'
import type { RateLimitName } from '../src/rate-limits'

/**
 * The app with a mailbox, a movable clock and the limits lifted (the connection limits have their
 * own test: pass `keep` to leave them as configured); `grown()` makes a person old enough to ask to
 * connect, `visitor` browses signed out.
 */
export async function buildConnectionsApp(keep: RateLimitName[] = []) {
  const lifted: RateLimitName[] = [
    ...MEMBER_LIMITS,
    'tokenConfirmationsPerIp',
    'connectionRequestsPerUser',
    'peopleChangesPerUser',
  ]
  const built = await buildIdentityApp({
    RATE_LIMITS: liftedLimits(...lifted.filter((name) => !keep.includes(name))),
  })
  const { app, mailbox, clock } = built
  return { ...built, grown: () => grownPerson(app, mailbox, clock), visitor: new TestBrowser(app) }
}

export type Person = Awaited<ReturnType<typeof person>>

/**
 * A signed-up person whose account is `ageMs` old (two days unless told): accounts under a day old
 * may not ask to connect (SPEC §3.6).
 */
export async function grownPerson(
  app: FastifyInstance,
  mailbox: Parameters<typeof person>[1],
  clock: Clock,
  ageMs = 2 * DAY,
): Promise<Person> {
  const { createdAt: _createdAt, ...someone } = await personAged(app, mailbox, clock, ageMs)
  return someone
}

/** Asks the author of `link` to connect; fails the test on anything but 200 or 201. */
export async function ask(
  browser: TestBrowser,
  link: string,
  message?: string,
): Promise<ConnectRequestResponse> {
  const res = await browser.post(CONNECTION_PATHS.request, { shareable_link: link, message })
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`request failed: ${res.statusCode} ${res.body}`)
  return res.json() as ConnectRequestResponse
}

/** Connects `asker` with `author` through a new memory of the author's; returns the connection. */
export async function connect(asker: Person, author: Person): Promise<Connection> {
  const memory = await share(author.browser, { title: 'A memory to connect through' })
  const { id } = await ask(asker.browser, memory.shareable_link)
  const res = await author.browser.post(CONNECTION_PATHS.accept(id))
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`)
  return res.json() as Connection
}

/**
 * The readers to whom one memory answers differently: its author (two days old), a friend
 * connected to them, a stranger, and a moderator, on an app whose limits are lifted.
 */
export async function authorAndReaders() {
  const built = await buildConnectionsApp()
  const author = await built.grown()
  const friend = await built.grown()
  const stranger = await built.grown()
  const moderator = await person(built.app, built.mailbox, 'moderator')
  await connect(friend, author)
  return { ...built, author, friend, stranger, moderator }
}
