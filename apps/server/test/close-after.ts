import { afterAll, onTestFinished } from 'vitest'
import { getCurrentTest } from 'vitest/suite'

/**
 * Runs `close` once what made it is done with: after the file's (or suite's) tests when made while
 * they are collected, after the test when made inside one. An `afterAll` added inside a test never
 * runs (Vitest has already read the suite's hooks), which left apps, their pools, their LISTEN
 * connections and their outbox timers open for the rest of the run: on PostgreSQL, enough of them
 * filled the server's connections and failed other files at random.
 */
export function closeAfter(close: () => unknown) {
  if (getCurrentTest() === undefined) afterAll(async () => void (await close()))
  else onTestFinished(async () => void (await close()))
}
