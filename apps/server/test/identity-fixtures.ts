import type { FastifyInstance } from 'fastify'
import { isNotNull } from 'drizzle-orm'
import { outbox } from '../src/db/schema'
import { manualClock } from '../src/lib/clock'
import { buildTestApp, capturedLogs } from './build-test-app'
import { startMailbox, tokenFrom, type Mailbox } from './mailbox'
import { TestBrowser } from './test-browser'
import { closeAfter } from './close-after'

export const GOOD_PASSWORD = 'correct horse battery staple'

/** The app with a real SMTP mailbox and a clock the test can move. */
export async function buildIdentityApp(env: Record<string, string> = {}) {
  const mailbox = await startMailbox()
  const clock = manualClock(new Date())
  const app = await buildTestApp({ env: { SMTP_URL: mailbox.url, ...env }, clock })
  closeAfter(() => mailbox.close())
  return { app, mailbox, clock }
}

/**
 * Waits until the outbox holds no job: a mail reaches the mailbox a moment before its job is
 * deleted, so a test that counts mail starts from a settled state.
 */
export async function outboxSettled(app: FastifyInstance, timeoutMs = 25_000) {
  // Generous: CI runs four files at once on two shared cores (a mail and its job's delete once
  // took more than 8 s there, and a mail job was still being sent after 15 s at the start of the
  // PostgreSQL run), yet under the tests' 30 s so that a failure says which jobs are left
  // and why. The tests' clock stands still, so a job that failed once (a connection to the test's
  // SMTP server reset under load) would wait for its retry forever: it is made due again, as the
  // backoff would have passed in real time, and the worker is asked to run.
  const deadline = Date.now() + timeoutMs
  while ((await app.database.db.$count(outbox)) > 0) {
    if (Date.now() > deadline) {
      const left = await app.database.db
        .select({
          kind: outbox.kind,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          runAt: outbox.runAt,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
      // Other files' apps share this worker's log (files share a worker), so only lines that
      // are not about a database already dropped are shown.
      const said = capturedLogs
        .filter((line) => line.includes('outbox') && !line.includes('does not exist'))
        .slice(-8)
      throw new Error(
        `the outbox did not settle: ${JSON.stringify(left)}; pool ${JSON.stringify(app.database.poolUse?.())}; ` +
          `it logged: ${said.join('')}`,
      )
    }
    const retried = await app.database.db
      .update(outbox)
      .set({ runAt: outbox.createdAt, lastError: null })
      .where(isNotNull(outbox.lastError))
      .returning({ id: outbox.id })
    if (retried.length > 0) void app.outbox.kick()
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
