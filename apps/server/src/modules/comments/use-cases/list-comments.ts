import { COMMENTS_PAGE_SIZE, CommentListResponseSchema } from '@kindred/contract/comments'
import type { Language } from '@kindred/contract/languages'
import { compileWriter } from '../../../plugins/response-serializer'
import type { CommentsDeps } from '../comments-deps'
import { answerFor, toCommentWithRepliesDto } from '../comment.dto'
import { memoryNotFound } from './get-comment'
import type { Viewer } from '../../../plugins/authentication'
import type { Db } from '../../../db/client'
import type { VersionPair } from '../../../lib/version-check'

const writePage = compileWriter(CommentListResponseSchema)

/**
 * A page of a memory's comments (SPEC §6) for a viewer who may read the memory, else 404: top-level
 * newest first, ten a page, each with its replies, as the JSON of CommentListResponseSchema. Its
 * author reads why a comment of theirs is set aside in `language`.
 *
 * Whether the viewer may read the memory is read from the database every time. The page itself is
 * the same for every visitor, and for every member who reads it as a visitor would (`readsAsVisitor`,
 * read with the memory), so it is shared between them (decision 045): nothing in it is theirs, and
 * nobody they are kept from wrote in it. Visitors and members keep a copy each, since what they may
 * do with each comment differs (`abilities`, decision 078). Anyone else (everyone, with VISITOR_CACHE_MS=0) gets a page read
 * for them alone, in the same statement that let them in (decision 066). Public memories only: on a
 * connections-only one, which page a member got would tell them whether someone kept from them wrote
 * there, which no visitor could see.
 *
 * The shared page is kept under the memory's version read with its rows, and taken only under the
 * version read in the statement that let this reader in (decision 060): every change of a comment
 * raises it (comments.triggers.sql), so a page from before a change is never taken, on any instance,
 * and the page taken holds only comments that statement checked. Nothing needs to empty the cache.
 *
 * Read over `db`: the primary's, or a replica's (decision 089); `rows` is the memory under the
 * version the page was read at, which the primary must still have for a replica's page to be sent.
 */
export async function listComments(
  deps: CommentsDeps,
  viewer: Viewer | null,
  shareableLink: string,
  page: number,
  language: Language,
  db: Db = deps.db,
): Promise<{ json: string; rows: VersionPair[] }> {
  const reading = deps.pages.reading()
  const window = { limit: COMMENTS_PAGE_SIZE, offset: (page - 1) * COMMENTS_PAGE_SIZE }
  const found = await deps.comments.memory.readablePage(
    viewer?.userId ?? null,
    shareableLink,
    deps.pages.sharing,
    window,
    db,
  )
  if (!found) throw memoryNotFound()
  const { memory, shared } = found
  // A visitor's copy apart from a member's: what they may do with each comment differs (decision 078).
  const kind = viewer === null ? 'visitor' : 'member'
  const pageKey = (version: number) => `comments:${memory.id}:${version}:${page}:${kind}`
  const rows = [{ id: String(memory.id), version: String(memory.version) }]
  const cached = shared ? deps.pages.get(pageKey(memory.version)) : undefined
  if (cached !== undefined) return { json: cached, rows }

  const readFor = answerFor(viewer, { ruleLabels: deps.ruleLabels, language }, shared)
  const exempt = memory.anonymous ? memory.authorId : null
  const read = found.page ?? (await deps.comments.memory.page(memory.id, null, exempt, window, db))
  const { total, version } = read
  const listed = read.rows.slice(0, COMMENTS_PAGE_SIZE)
  const json = writePage({
    results: listed.map((row) => toCommentWithRepliesDto(row, memory, readFor)),
    total,
    page,
    limit: COMMENTS_PAGE_SIZE,
    has_next: read.rows.length > COMMENTS_PAGE_SIZE,
  })
  // Kept only when its rows were read at the version the memory was (its anonymity, its author and
  // warnings, which the page shows, come from that first statement): a change between the two
  // statements would otherwise put an old memory's page under a new version.
  if (shared && version === memory.version) deps.pages.set(pageKey(version), json, reading)
  return {
    json,
    rows: version === memory.version ? rows : [...rows, { id: String(memory.id), version: String(version) }],
  }
}
