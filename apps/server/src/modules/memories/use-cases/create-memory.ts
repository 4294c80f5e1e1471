import type { z } from 'zod'
import type { Language } from '@kindred/contract/languages'
import { NEW_ACCOUNT_LIMIT_CODE } from '@kindred/contract/http'
import { type CreateMemoryBodySchema } from '@kindred/contract/memories-writing'
import { retryOnUniqueViolation } from '../../../lib/db-errors'
import { message } from '../../../lib/messages'
import { isNewAccount, newAccountEndsAt } from '../../../lib/new-account'
import type { MemoriesDeps } from '../memories-deps'
import type { MemoryRow } from '../memories.repository'
import { newHashId, newShareableLink } from '../memory-codes'
import { checkTags, contentWarnings } from '../tag-rules'
import { anonymousByDefault } from '../../preferences'

export type CreateMemoryInput = z.output<typeof CreateMemoryBodySchema>

/** The person sharing: ids, and when their account was made (SPEC §3.6). */
export interface Author {
  userId: number
  publicId: string
  createdAt: Date
}

/**
 * SPEC §3.6: an account in its first day shares a few memories a day (`newAccountMemoriesPerDay`),
 * besides the hourly limit everyone has (declared on the route). Counted only while it is new, so
 * an older account never meets it; the 429 says why, and when it stops applying.
 */
async function countNewAccountMemory(deps: MemoriesDeps, author: Author) {
  const { periodMs, memoriesPerDay, limits } = deps.newAccounts
  if (!isNewAccount(author.createdAt, deps.clock.now(), periodMs)) return
  await limits.enforce('newAccountMemoriesPerDay', author.publicId, {
    message: message('memories.newAccountLimit', { limit: memoriesPerDay }),
    code: NEW_ACCOUNT_LIMIT_CODE,
    appliesUntil: newAccountEndsAt(author.createdAt, periodMs),
  })
}

/**
 * Shares a memory (SPEC §5.2): tags checked (a refusal names them in `language`), warnings gathered,
 * the memory and its tags in one transaction.
 */
export async function createMemory(
  deps: MemoriesDeps,
  author: Author,
  input: CreateMemoryInput,
  language: Language,
): Promise<MemoryRow> {
  checkTags(deps.catalog, deps.catalogs[language], input.tag_ids, input.mt)
  // After the tags: a mistake in them (422) costs none of a new account's few memories.
  await countNewAccountMemory(deps, author)
  const now = deps.clock.now()
  const authorId = author.userId
  // Left out, the author's default (decision 057) — but never for a memory only their connections
  // read, which cannot be anonymous (they would know whose it is).
  const anonymous =
    input.visibility === 'connections' && input.anonymous === undefined
      ? false
      : await anonymousByDefault(deps.db, authorId, input.anonymous)
  // A fresh code on each try: two memories drawing the same hash_id or link is unlikely, never fatal.
  const id = await retryOnUniqueViolation(() =>
    deps.db.transaction((tx) =>
      deps.memories.insert(
        {
          hashId: newHashId(),
          shareableLink: newShareableLink(input.title),
          authorId,
          title: input.title,
          body: input.body,
          language: input.language,
          mt: input.mt,
          ageRange: input.age_range,
          contentWarnings: contentWarnings(deps.catalog, input.tag_ids, input.content_warnings),
          authorWarnings: input.content_warnings,
          visibility: input.visibility,
          anonymous,
          commentsPolicy: input.comments_policy,
          createdAt: now,
        },
        input.tag_ids,
        tx,
      ),
    ),
  )
  // Read after the commit, not inside the transaction: the tags' count rows its links changed stay
  // locked until the commit, and another share with the same tag waits for it (decision 072).
  return (await deps.memories.findById(id, authorId))!
}
