import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { type CreateMemoryBody } from '@kindred/contract/memories-writing'
import type { MemoryTag } from '@kindred/contract/memories'
import { users } from '../src/db/schema'
import type { Clock } from '../src/lib/clock'
import { buildIdentityApp, signedUpBrowser } from './identity-fixtures'
import { MEMBER_LIMITS, liftedLimits } from './lifted-limits'
import type { RateLimitName } from '../src/rate-limits'
import type { TestBrowser } from './test-browser'

/**
 * The app with a mailbox, a movable clock and the memory limits lifted (they have their own test),
 * and those a suite also reaches (`alsoLifted`).
 */
export async function buildMemoriesApp(env: Record<string, string> = {}, alsoLifted: RateLimitName[] = []) {
  return buildIdentityApp({ RATE_LIMITS: liftedLimits(...MEMBER_LIMITS, ...alsoLifted), ...env })
}

/** A signed-up person: their browser, public id and internal id. */
export async function person(
  app: FastifyInstance,
  mailbox: Parameters<typeof signedUpBrowser>[1],
  role: 'user' | 'moderator' | 'admin' = 'user',
) {
  const { browser, email } = await signedUpBrowser(app, mailbox)
  const [row] = await app.database.db
    .update(users)
    .set({ role })
    .where(eq(users.emailNormalized, email.toLowerCase()))
    .returning({ id: users.id, publicId: users.publicId, displayName: users.displayName })
  return { browser, email, id: row!.id, publicId: row!.publicId, displayName: row!.displayName }
}

/** A signed-up person whose account was made `ageMs` ago by the app's clock (SPEC §3.6 counts from it). */
export async function personAged(
  app: FastifyInstance,
  mailbox: Parameters<typeof signedUpBrowser>[1],
  clock: Clock,
  ageMs: number,
) {
  const someone = await person(app, mailbox)
  const createdAt = new Date(clock.now().getTime() - ageMs)
  await app.database.db.update(users).set({ createdAt }).where(eq(users.id, someone.id))
  return { ...someone, createdAt }
}

export const BODY = 'The kitchen was always cold in the morning, and nobody talked about why.'

/**
 * Shares a memory, under the author's name unless `memory` says otherwise (a request that leaves
 * `anonymous` out follows the author's default, without their name: decision 057); fails the test
 * on anything but 201.
 */
export async function share(browser: TestBrowser, memory: Partial<CreateMemoryBody> = {}): Promise<Memory> {
  const res = await browser.post(MEMORY_PATHS.create, {
    title: 'A cold kitchen',
    body: BODY,
    mt: 1,
    anonymous: false,
    ...memory,
  })
  if (res.statusCode !== 201) throw new Error(`share failed: ${res.statusCode} ${res.body}`)
  return res.json() as Memory
}

/** The tags of a kind, disabled ones included, by slug. */
export async function tagsOf(browser: TestBrowser, kind: string): Promise<Map<string, MemoryTag>> {
  const res = await browser.get(`${MEMORY_PATHS.tags(kind)}?dis=true`)
  return new Map((res.json() as { results: MemoryTag[] }).results.map((tag) => [tag.slug, tag]))
}
