// Memory cards as every reader sees them who is neither the memory's author nor a moderator,
// written as JSON, shared by all such readers (issue 24, decision 042). What a card shows such a
// reader does not depend on who they are: an anonymous memory names nobody, a named one its author,
// `is_mine` and `hidden_by_me` are false (lists leave out what the reader hid), the moderation
// note is the author's alone, and what they may do (`abilities`) depends only on their being signed
// in (decision 078): a visitor's copies are kept apart from members' (`sharedKey`). Who may see a memory is never read from here: every list asks the
// database which memories the reader may see, and takes only their cards from here. The cache is
// `MemoriesDeps.cards`.
//
// Every copy is kept under the memory's version (decision 060): a copy written from a row under that
// row's version, and looked up under the version read in the statement that decided the reader may
// read the memory. Any change of what a reader is shown raises the version, so a copy from before it
// is never picked, on any instance, and no write needs to empty the cache.
import { BulkResponseSchema, MemoryCardSchema, MemorySchema, SnippetSchema } from '@kindred/contract/memories'
import { compileWriter } from '../../plugins/response-serializer'
import { asciiJson } from '../../lib/ascii-json'
import type { MemoriesDeps } from './memories-deps'
import type { MemoryWords } from './memory-words'
import type { MemoryRow } from './memories.repository'
import { versionKey, type VersionPair } from '../../lib/version-check'
import { toMemoryCardDto, toMemoryDto, toSnippetDto } from './memory.dto'
import { shapedPageOfIds, type RowWindow } from '../../db/page-window'
import type { ShapedStatement } from '../../db/shaped-statements'
import { isModerator, type Viewer } from '../../plugins/authentication'

/**
 * Where a shared copy is kept: by what it is (`card`, `snippet`, `memory`), under the version it was
 * written from, a visitor's apart from a member's, since a visitor may do nothing with it, and in the
 * language its tags are named in (decision 083), so no reader is given another language's copy.
 */
export const sharedKey = (name: string, viewer: Viewer | null, memory: VersionPair, tags: MemoryWords) =>
  `${tags.language}:${viewer === null ? 'visitor-' : ''}${name}:${versionKey(memory)}`

/** What a list shows of each memory, and which readers' copies anyone else may be given. */
export interface ListItem {
  name: 'card' | 'snippet'
  write: (row: MemoryRow, catalog: MemoryWords, viewer: Viewer | null) => string
  /** Whether the reader may take copies from the cache (and leave theirs there). */
  readsShared: (viewer: Viewer | null) => viewer is Viewer
  /** Whether a memory's author sees it differently: then their own is never taken from the cache. */
  authorsOwn: boolean
  /** Whether a copy written for this reader is what every other reader would get. */
  sameForEveryone: (row: MemoryRow, viewer: Viewer) => boolean
}

// Kept as ASCII JSON (lib/ascii-json.ts): a page joined from them stays one-byte text, cheap to
// join and to send.
const writeCard = (value: unknown) => asciiJson(cardJson(value))
const writeSnippet = (value: unknown) => asciiJson(snippetJson(value))
const cardJson = compileWriter(MemoryCardSchema)
const snippetJson = compileWriter(SnippetSchema)

/** Feed cards: the author sees their own (name on an anonymous one, the moderation note), moderators names. */
export const CARDS: ListItem = {
  name: 'card',
  write: (row, catalog, viewer) => writeCard(toMemoryCardDto(row, catalog, viewer)),
  readsShared: (viewer): viewer is Viewer => viewer !== null && !isModerator(viewer),
  authorsOwn: true,
  sameForEveryone: (row, viewer) => row.author_id !== String(viewer.userId) && !row.hidden_by_me,
}

/** Snippets name nobody on an anonymous memory, whoever reads, and carry nothing personal. */
export const SNIPPETS: ListItem = {
  name: 'snippet',
  write: (row, catalog, viewer) => writeSnippet(toSnippetDto(row, catalog, viewer)),
  readsShared: (viewer): viewer is Viewer => viewer !== null,
  authorsOwn: false,
  sameForEveryone: () => true,
}

/**
 * A page of a signed-in reader's list as the JSON of its page schema (MemoryPageSchema or
 * SnippetPageSchema): which memories, from the database (`ids`, the list's own rule); what it shows
 * of each from the shared cache where it has it, the rest (the reader's own cards among them) read
 * in one more statement. Two statements whatever the page, and on a warm cache one. `window` is the
 * rows read (see `windowOf`); `cursorAfter` seals where the next page starts, after the last memory
 * chosen (one left out as changed between the statements still marks the place). `rows` are the
 * memories it lists with the versions the list read, for a check on the primary (decision 089).
 */
export async function sharedListPage(
  deps: MemoriesDeps,
  item: ListItem,
  viewer: Viewer,
  tags: MemoryWords,
  ids: ShapedStatement,
  { page, limit, window }: { page: number; limit: number; window: RowWindow },
  cursorAfter: (last: { id: string; vote_count: number; me_too_count: number }) => string,
): Promise<{ json: string; rows: VersionPair[] }> {
  const reading = deps.cards.reading()
  const listed = await deps.memories.listIds(shapedPageOfIds(ids, window), viewer.userId)
  const shown = listed.slice(0, limit)
  const byId = new Map<string, string>()
  const missing: string[] = []
  const key = (memory: VersionPair) => sharedKey(item.name, viewer, memory, tags)
  for (const memory of shown) {
    const cached = memory.mine && item.authorsOwn ? undefined : deps.cards.get(key(memory))
    if (cached === undefined) missing.push(memory.id)
    else byId.set(memory.id, cached)
  }
  if (missing.length > 0) {
    const rows = await deps.memories.listChosen(missing, viewer.userId)
    for (const row of rows) {
      // Changed between the two statements (made private, set aside): left out, as a list would.
      if (!row.readable) continue
      const written = item.write(row, tags, viewer)
      byId.set(row.id, written)
      if (item.sameForEveryone(row, viewer)) deps.cards.set(key(row), written, reading)
    }
  }
  const results = shown.flatMap(({ id }) => byId.get(id) ?? [])
  const hasNext = listed.length > limit
  // The cursor is base64url: nothing in it needs escaping in JSON.
  const next = hasNext ? `,"next_cursor":"${cursorAfter(shown.at(-1)!)}"` : ''
  const json = `{"results":[${results.join(',')}],"page":${page},"limit":${limit},"has_next":${hasNext}${next}}`
  return { json, rows: shown }
}

const memoryJson = compileWriter(MemorySchema)
const writeMemory = (value: unknown) => asciiJson(memoryJson(value))
/** A memory's page, shared by its page and the bulk read, under the version it was written from. */
const memoryKey = (memory: VersionPair, viewer: Viewer | null, tags: MemoryWords) =>
  sharedKey('memory', viewer, memory, tags)
const writeLinks = compileWriter(BulkResponseSchema.shape.missing)

/**
 * A memory's page for a signed-in reader who is not a moderator (CARDS.readsShared), as JSON, or
 * null when they may not read it. Whether they may, and whether it is theirs or hidden by them, is
 * read from the database every time; the memory itself, for a reader who neither wrote nor hid it,
 * from the shared cache, since what it shows them does not depend on who they are (as for cards).
 * `rows`: the memory with the version its access was read under, for a check on the primary.
 */
export async function sharedMemoryPage(
  deps: MemoriesDeps,
  viewer: Viewer,
  tags: MemoryWords,
  hashId: string,
): Promise<{ json: string; rows: VersionPair[] } | null> {
  const reading = deps.cards.reading()
  const access = await deps.memories.accessByHashId(hashId, viewer.userId)
  if (!access?.readable) return null
  const rows = [{ id: access.id, version: access.version }]
  const shared = !access.mine && !access.hidden_by_me
  const cached = shared ? deps.cards.get(memoryKey(access, viewer, tags)) : undefined
  if (cached !== undefined) return { json: cached, rows }
  const row = await deps.memories.findById(Number(access.id), viewer.userId)
  // Changed between the two statements (made private, set aside, deleted): not shown.
  if (!row?.readable) return null
  const written = writeMemory(toMemoryDto(row, tags, viewer))
  if (CARDS.sameForEveryone(row, viewer)) deps.cards.set(memoryKey(row, viewer, tags), written, reading)
  return { json: written, rows: [...rows, { id: row.id, version: row.version }] }
}

/**
 * Up to 50 memories by link (the bulk read) as the JSON of BulkResponseSchema, for a visitor or a
 * member who is not a moderator: which of them the reader may read, and whether they wrote or hid
 * each, from the database every time; each memory they neither wrote nor hid from the cache its page
 * shares (`memory:<version>`, the same for any such member; visitors' kept apart, `sharedKey`), the
 * rest read in one more statement. In the order asked; the others are `missing`.
 */
export async function sharedMemoriesBulk(
  deps: MemoriesDeps,
  viewer: Viewer | null,
  tags: MemoryWords,
  links: readonly string[],
): Promise<string> {
  const reading = deps.cards.reading()
  const unique = [...new Set(links)]
  const access = await deps.memories.accessByLinks(unique, viewer?.userId ?? null)
  const json = new Map<string, string>()
  const unread: string[] = []
  for (const memory of access) {
    const shared = !memory.mine && !memory.hidden_by_me
    const cached = shared ? deps.cards.get(memoryKey(memory, viewer, tags)) : undefined
    if (cached === undefined) unread.push(memory.shareable_link)
    else json.set(memory.shareable_link, cached)
  }
  for (const row of await deps.memories.findByShareableLinks(unread, viewer?.userId ?? null)) {
    // Changed between the two statements (made private, set aside): missing, as it would be.
    if (!row.readable) continue
    const written = writeMemory(toMemoryDto(row, tags, viewer))
    json.set(row.shareable_link, written)
    if (viewer === null || CARDS.sameForEveryone(row, viewer))
      deps.cards.set(memoryKey(row, viewer, tags), written, reading)
  }
  const results = unique.flatMap((link) => json.get(link) ?? [])
  return `{"results":[${results.join(',')}],"missing":${writeLinks(unique.filter((link) => !json.has(link)))}}`
}
