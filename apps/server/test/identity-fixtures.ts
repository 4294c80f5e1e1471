import { afterAll } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { outbox } from '../src/db/schema'
import { manualClock } from '../src/lib/clock'
import { buildTestApp } from './build-test-app'
import { startMailbox, tokenFrom, type Mailbox } from './mailbox'
import { TestBrowser } from './test-browser'

export const GOOD_PASSWORD = 'correct horse battery staple'

/** The app with a real SMTP mailbox and a clock the test can move. */
export async function buildIdentityApp(env: Record<string, string> = {}) {
  const mailbox = await startMailbox()
  const clock = manualClock(new Date())
  const app = await buildTestApp({ env: { SMTP_URL: mailbox.url, ...env }, clock })
  afterAll(() => mailbox.close())
  return { app, mailbox, clock }
}

/**
 * Waits until the outbox holds no job: a mail reaches the mailbox a moment before its job is
 * deleted, so a test that counts mail starts from a settled state.
 */
export async function outboxSettled(app: FastifyInstance, timeoutMs = 20_000) {
  // Generous: CI runs four files at once on two shared cores (a mail and its job's delete once
  // took more than 8 s there). When it still fails, say which jobs are left and why, since the
  // tests' clock stands still and a job that failed once waits for it forever.
  const deadline = Date.now() + timeoutMs
  while ((await app.database.db.$count(outbox)) > 0) {
    if (Date.now() > deadline) {
      const left = await app.database.db
        .select({ kind: outbox.kind, attempts: outbox.attempts, lastError: outbox.lastError })
        .from(outbox)
      throw new Error(`the outbox did not settle: ${JSON.stringify(left)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

let counter = 0
/** A fresh, unique address for each account a test creates. */
export const newEmail = (label = 'person') => `${label}-${++counter}-${Date.now()}@example.org`

/** Registers and verifies through the emailed link; returns the signed-in browser. */
export async function signedUpBrowser(
  app: FastifyInstance,
  mailbox: Mailbox,
  email = newEmail(),
  password = GOOD_PASSWORD,
) {
  const browser = new TestBrowser(app)
  const seen = mailbox.sentTo(email).length
  const res = await browser.post('/api/v1/auth/register', { email, password })
  if (res.statusCode !== 202) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  const mail = await mailbox.waitFor(email, /Confirm your email/, { skip: seen })
  const verified = await browser.post('/api/v1/auth/verify-email', { token: tokenFrom(mail, '/auth/verify') })
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`)
  await outboxSettled(app)
  return { browser, email, password }
}
