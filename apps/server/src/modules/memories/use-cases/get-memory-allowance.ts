import { isNewAccount, newAccountEndsAt } from '../../../lib/new-account'
import type { MemoriesDeps } from '../memories-deps'
import type { Author } from './create-memory'

/** A new account's memories a day as they stand now; null for an account that is not new. */
export interface NewAccountAllowance {
  /** When the account stops being new: the limit ends then. */
  until: Date
  perDay: number
  left: number
  /** With none left: when sharing opens again. Null while some are left. */
  againAt: Date | null
}

/**
 * What a person may still share before they write (SPEC §3.6, decision 037): the same counter the
 * share counts on (`newAccountMemoriesPerDay`), read without counting. The day's count starts at the
 * first memory; once none are left, sharing opens when that day ends or the account stops being new,
 * whichever is first (as the 429's Retry-After says).
 */
export async function getMemoryAllowance(
  deps: MemoriesDeps,
  author: Pick<Author, 'publicId' | 'createdAt'>,
): Promise<NewAccountAllowance | null> {
  const { periodMs, memoriesPerDay, limits } = deps.newAccounts
  const now = deps.clock.now()
  if (!isNewAccount(author.createdAt, now, periodMs)) return null
  const until = newAccountEndsAt(author.createdAt, periodMs)
  const { used, resetMs } = await limits.peek('newAccountMemoriesPerDay', author.publicId)
  const left = Math.max(0, memoriesPerDay - used)
  const againAt = left > 0 ? null : new Date(Math.min(now.getTime() + resetMs, until.getTime()))
  return { until, perDay: memoriesPerDay, left, againAt }
}
