/**
 * A WAL position (`pg_current_wal_lsn()`, `pg_last_wal_replay_lsn()`: `16/B374D848`) as a number
 * that compares; undefined for anything else, so a cookie's value is never trusted as one.
 */
export function parseLsn(text: string | null | undefined): bigint | undefined {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? '')
  if (!match) return undefined
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`)
}

/** The primary's position as one health check read it, and when that read began. */
export interface PrimarySample {
  at: number
  lsn: bigint
}

/**
 * How far behind a replica is, as time (decision 087): since the latest moment whose primary
 * position it has replayed. Each sample's time is taken before its statement is sent, so whatever
 * committed before that moment is at or below its position. An idle system lags 0: the replica's
 * position equals the primary's. `samples` are oldest first; kept only as far back as the lag
 * matters (`keepSamples`).
 */
export function caughtUpAt(samples: readonly PrimarySample[], replayed: bigint): number | undefined {
  for (let i = samples.length - 1; i >= 0; i--) if (samples[i]!.lsn <= replayed) return samples[i]!.at
  return undefined
}

/** The samples still worth comparing with: those of the last `windowMs`, and the newest one older. */
export function keepSamples(samples: PrimarySample[], now: number, windowMs: number): PrimarySample[] {
  const first = samples.findIndex((sample) => sample.at >= now - windowMs)
  if (first === -1) return samples.slice(-1)
  return samples.slice(Math.max(0, first - 1))
}
