import type * as Argon2 from '@node-rs/argon2'

/** OWASP's argon2id minimum, pinned rather than left to library defaults (SPEC §3.1, ASVS 11.4.2). */
// `algorithm: 2` is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

// Each hash takes 19 MiB and ~75 ms of a core: a login flood must queue, not exhaust the machine.
const MAX_CONCURRENT = 4
let running = 0
const waiting: (() => void)[] = []

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

// The native hasher is loaded with the first password, not at start (issue 14: start-up memory).
let argon2: Promise<typeof Argon2> | undefined
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'))

export function hashPassword(password: string): Promise<string> {
  return limited(async () => (await loadArgon2()).hash(password, ARGON2_PARAMS))
}

export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return limited(async () => (await loadArgon2()).verify(stored, password).catch(() => false))
}

/** True when a stored hash is weaker than today's parameters, so the next login re-hashes it. */
export function needsRehash(stored: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored)
  if (!match) return true
  const [m, t, p] = match.slice(1).map(Number) as [number, number, number]
  return m < ARGON2_PARAMS.memoryCost || t < ARGON2_PARAMS.timeCost || p !== ARGON2_PARAMS.parallelism
}

let dummy: Promise<string> | undefined

/**
 * Verifying against this when the email is unknown makes a failed login take as long as a wrong
 * password for a real account, so timing does not tell which addresses have accounts.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('kindred-dummy-password-for-unknown-accounts')
  return dummy
}
