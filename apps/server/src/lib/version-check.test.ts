import { describe, expect, it } from 'vitest'
import { createBatchedVersionCheck, versionKey, type VersionPair } from './version-check'

// The visitor cache's check (decision 060): hits that arrive together share one statement, and a
// hit never takes the answer of a statement that began before it arrived. The "database" here is
// a table of current versions whose statements the test lets finish one by one.

function database(current: Map<string, string>) {
  const statements: { asked: VersionPair[]; finish: () => void }[] = []
  const check = createBatchedVersionCheck(
    (pairs) =>
      new Promise((resolve) => {
        // What the statement sees is read when it starts, as a statement's snapshot is taken.
        const seen = new Set(pairs.filter((pair) => current.get(pair.id) === pair.version).map(versionKey))
        statements.push({ asked: [...pairs], finish: () => resolve(seen) })
      }),
  )
  return { check, statements }
}

const pair = (id: string, version: string) => ({ id, version })
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('the batched version check', () => {
  it('answers the hits that waited together with one statement on the union of their pairs', async () => {
    const { check, statements } = database(
      new Map([
        ['1', '4'],
        ['2', '9'],
      ]),
    )
    const first = check([pair('1', '4')])
    const waiting = [
      check([pair('1', '4')]),
      check([pair('2', '9'), pair('1', '4')]),
      check([pair('2', '8')]),
    ]
    await settle()
    expect(statements).toHaveLength(1)
    statements[0]!.finish()
    expect(await first).toBe(true)
    await settle()
    // The three that arrived while the first ran: one statement, each pair asked once.
    expect(statements).toHaveLength(2)
    expect(statements[1]!.asked).toEqual([pair('1', '4'), pair('2', '9'), pair('2', '8')])
    statements[1]!.finish()
    expect(await Promise.all(waiting)).toEqual([true, true, false])
  })

  it('never answers a hit with a statement that began before it arrived', async () => {
    const current = new Map([['1', '4']])
    const { check, statements } = database(current)
    const before = check([pair('1', '4')])
    await settle()
    // The memory changes while that statement runs; a hit arriving now must see the change.
    const after = check([pair('1', '4')])
    statements[0]!.finish()
    current.set('1', '5')
    expect(await before).toBe(true)
    await settle()
    statements[1]!.finish()
    expect(await after).toBe(false)
  })

  it('answers false for a memory that is gone, and when the statement fails', async () => {
    const { check, statements } = database(new Map())
    const gone = check([pair('3', '1')])
    await settle()
    statements[0]!.finish()
    expect(await gone).toBe(false)
    const failing = createBatchedVersionCheck(() => Promise.reject(new Error('connection lost')))
    expect(await failing([pair('1', '1')])).toBe(false)
    // And the next check runs: a failure does not stop the queue.
    expect(await failing([pair('1', '1')])).toBe(false)
  })
})
