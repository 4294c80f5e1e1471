import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const serverRoot = path.resolve(import.meta.dirname, '../..')
export const builtMain = path.join(serverRoot, 'dist/main.js')

export interface RunningServer {
  child: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; ms: number }>
  signalledAt?: number
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export async function tempDir(prefix: string) {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix))
}

/** Starts a server process with the given env (PATH and HOME kept) and collects its output. */
export function startProcess(args: string[], env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += String(d)))
  child.stderr?.on('data', (d) => (output += String(d)))
  const running: RunningServer = {
    child,
    output: () => output,
    exited: new Promise((resolve) => {
      child.on('exit', (code) => resolve({ code, ms: Date.now() - (running.signalledAt ?? Date.now()) }))
    }),
  }
  return running
}

/** Waits until GET url answers 200, or fails with the process output. */
export async function waitForHealthy(url: string, server: RunningServer, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`)
    try {
      const res = await fetch(url)
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`)
}

/**
 * A server (`args`, the built one or a fixture) on `port` of the loopback address with its own DATA_DIR
 * and APP_URL its origin, once /api/health answers. `track` is given it before the wait, so a test
 * can stop it whatever happens.
 */
export async function startOn(
  args: string[],
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  track: (server: RunningServer) => void = () => {},
) {
  const origin = `http://127.0.0.1:${port}`
  const server = startProcess(args, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: origin,
    ...env,
  })
  track(server)
  await waitForHealthy(`${origin}/api/health`, server)
  return server
}

/** The built server on a free loopback port (its origin is APP_URL), once /api/health answers. */
export async function startBuiltServer(env: Record<string, string>) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = startProcess([builtMain], { PORT: String(port), HOST: '127.0.0.1', APP_URL: origin, ...env })
  await waitForHealthy(`${origin}/api/health`, server)
  return { server, origin }
}

export async function stop(server: RunningServer) {
  if (server.child.exitCode === null) {
    server.signalledAt = Date.now()
    server.child.kill('SIGTERM')
  }
  return server.exited
}

/**
 * Runs a bench script to its end as its npm script does, through tsx (the bench reads the contract's
 * and the server's TypeScript), with PATH and HOME and nothing else of this environment: its exit and
 * output.
 */
export function runScript(
  script: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += String(d)))
    child.stderr.on('data', (d) => (stderr += String(d)))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/** The load generator (bench/seed-load.mjs) run as `npm run seed:load` runs it, without this environment's DATABASE_URL. */
export const seedLoad = (args: string[]) =>
  runScript(path.resolve(serverRoot, '../../bench/seed-load.mjs'), args)
