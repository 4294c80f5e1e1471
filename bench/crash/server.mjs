import { spawn } from 'node:child_process'
import path from 'node:path'
import { DEFAULT_RATE_LIMITS } from '../../apps/server/src/rate-limits.ts'
import { MAIN, ROOT, freePort, liftedRateLimits } from '../lib.mjs'

// The server processes of a crash run. Every child is tracked from spawn to exit, so each way out
// of the harness (the end, an error, Ctrl-C) kills what is still running.

const ADMIN = path.join(ROOT, 'apps/server/dist/admin.js')
const running = new Set()

function track(child) {
  running.add(child)
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  void child.exited.then(() => running.delete(child))
  return child
}

/** SIGKILL to every child still running (synchronous, so it also works in an 'exit' handler). */
export function killAll() {
  for (const child of running) child.kill('SIGKILL')
}

/** Every rate limit out of the way: the harness is one address and a few people writing fast. */
const RATE_LIMITS = liftedRateLimits(Object.keys(DEFAULT_RATE_LIMITS))

/** The environment of the server and the admin command line for one database. */
export const serverEnv = (target) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  LOG_LEVEL: 'warn',
  // New accounts may ask to connect at once (SPEC §3.6 makes them wait a day by default).
  NEW_ACCOUNT_HOURS: '0',
  RATE_LIMITS,
  ...target.env,
})

/**
 * Starts the built server; resolves once /api/health answers 200, or rejects after `timeoutMs`
 * (with the process killed) when it does not come up.
 */
export async function startServer(target, timeoutMs = 60_000) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const started = Date.now()
  const child = track(
    spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: { ...serverEnv(target), PORT: String(port), HOST: '127.0.0.1', APP_URL: origin },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  )
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited during start-up (${child.exitCode ?? child.signalCode})`)
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL')
      await child.exited
      throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`)
    }
    try {
      const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (res.status === 200) break
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    origin,
    startMs: Date.now() - started,
    /** kill -9: no shutdown, no flush, no goodbye. Resolves once the process is gone. */
    kill: async () => {
      child.kill('SIGKILL')
      await child.exited
    },
    /** A graceful stop (SIGTERM), as at the end of the setup. */
    stop: async () => {
      child.kill('SIGTERM')
      await child.exited
    },
  }
}

/** `node apps/server/dist/admin.js <args>` on the same database; rejects unless it exits 0. */
export async function admin(target, args) {
  const child = track(
    spawn(process.execPath, [ADMIN, ...args], {
      cwd: ROOT,
      env: serverEnv(target),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  )
  let output = ''
  child.stdout.on('data', (d) => (output += String(d)))
  child.stderr.on('data', (d) => (output += String(d)))
  const { code } = await child.exited
  if (code !== 0) throw new Error(`admin ${args.join(' ')} exited ${code}: ${output}`)
  return output
}
