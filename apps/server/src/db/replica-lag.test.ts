import { describe, expect, it } from 'vitest'
import { caughtUpAt, keepSamples, parseLsn } from './replica-lag'
import { checkEveryMs } from './replicas'

describe('replica lag (decision 087)', () => {
  it('reads WAL positions as numbers that compare, and nothing else', () => {
    expect(parseLsn('0/4000000')).toBe(0x4000000n)
    expect(parseLsn('16/B374D848')! > parseLsn('15/FFFFFFFF')!).toBe(true)
    for (const bad of [undefined, null, '', '0/', '/1', '1/2/3', 'x/1', '123456789/1', '0/1;drop'])
      expect(parseLsn(bad), String(bad)).toBeUndefined()
  })

  const samples = [
    { at: 1_000, lsn: 10n },
    { at: 1_500, lsn: 20n },
    { at: 2_000, lsn: 30n },
  ]

  it('counts a replica caught up at the latest primary position it has replayed', () => {
    expect(caughtUpAt(samples, 30n)).toBe(2_000)
    // Idle: the replica at the primary's very position lags nothing.
    expect(caughtUpAt(samples, 35n)).toBe(2_000)
    expect(caughtUpAt(samples, 29n)).toBe(1_500)
    expect(caughtUpAt(samples, 9n)).toBeUndefined()
  })

  it('keeps the samples of the window and the one before it', () => {
    expect(keepSamples(samples, 2_000, 600)).toEqual(samples.slice(0))
    expect(keepSamples(samples, 2_000, 400)).toEqual(samples.slice(1))
    expect(keepSamples(samples, 9_000, 400)).toEqual(samples.slice(2))
  })

  it('checks often enough to skip a replica within its lag, at most twice a second', () => {
    expect(checkEveryMs(2_000)).toBe(500)
    expect(checkEveryMs(1_000)).toBe(250)
    expect(checkEveryMs(100)).toBe(50)
  })
})
