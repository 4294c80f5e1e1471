import type { FastifyInstance } from 'fastify'
import { GUIDE_PREFIX } from '@kindred/contract/guide'
import { manualClock } from '../src/lib/clock'
import { buildTestApp } from './build-test-app'
import { liftedLimits } from './lifted-limits'
import { TestBrowser } from './test-browser'

export const G = GUIDE_PREFIX

/** The app on a fresh database with a movable clock; guide limits lifted (they have their own test). */
export async function buildGuideApp(env: Record<string, string> = {}) {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'))
  const app = await buildTestApp({
    clock,
    env: {
      RATE_LIMITS: liftedLimits('guideSessionsPerIp', 'guideWritesPerIp', 'guideCommentsPerIp'),
      ...env,
    },
  })
  return { app, clock }
}

/** A visitor who has agreed and holds a session id. */
export async function visitor(app: FastifyInstance, browser = new TestBrowser(app)) {
  const res = await browser.post(`${G}/sessions/create/`, { consent: true })
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`)
  const sessionId = (res.json() as { session_id: string }).session_id
  return { browser, sessionId }
}

export function itemIdOf(app: FastifyInstance, slug: string): number {
  const item = app.guide.catalog.items.find((i) => i.slug === slug)
  if (!item) throw new Error(`no item ${slug}`)
  return item.id
}

/** Saves answers by item slug; fails the test on anything but 200. */
export async function answer(
  app: FastifyInstance,
  browser: TestBrowser,
  sessionId: string,
  pattern: Record<string, string>,
) {
  const saved: Record<string, number> = {}
  for (const [slug, value] of Object.entries(pattern)) {
    const res = await browser.post(`${G}/user_answer/`, {
      session_id: sessionId,
      trauma_id: itemIdOf(app, slug),
      value,
    })
    if (res.statusCode !== 200) throw new Error(`answer ${slug} failed: ${res.statusCode} ${res.body}`)
    saved[slug] = (res.json() as { answer: { id: number } }).answer.id
  }
  return saved
}
