import { beforeAll, describe, expect, it } from 'vitest'
import { COMMENT_PATHS, type CommentList } from '@kindred/contract/comments'
import { MEMORY_PATHS, type Memory, type MemoryCard } from '@kindred/contract/memories'
import {
  ALL_MEMORIES,
  buildReadPolicyWorld,
  LONE_READERS,
  memoryKey,
  PEOPLE,
  readerKey,
  RELATIONS,
  type MemorySpec,
  type Moderation,
  type Naming,
  type Person,
  type ReaderKind,
  type ReadPolicyWorld,
  type Relation,
  type Visibility,
  type WorldMemory,
} from '../../test/read-policy-world'
import type { TestBrowser } from '../../test/test-browser'

// Who may read which memory of an author, and what of its author they see (SPEC §5.1, §6 "Block
// and mute", §10; decisions 021, 036, 057), written down as a table and checked against the whole
// app through its HTTP API. The table is the oracle: it is written from the SPEC, not from the code,
// and imports none of the rules it checks. The anonymity differential test
// (plugins/anonymity-differential.test.ts) checks the same promise from the other side, as a
// difference between two authors.
//
// How to read it: PAGE says, for each memory of the author (visibility × moderation × naming), what
// each kind of reader who is nothing to the author sees on its page; `onItsPage` states once how a
// relation to the author changes that; the feed and the author's comment follow from the page by the
// rules written beside them. Each cell becomes one case that makes one request as that reader.

/** What a reader sees of a memory on its page, or of its card in a list. */
type Seen = 'not found' | 'named' | 'anonymous' | 'anonymous to everyone else'

/**
 * Legend: `-` not found (404) · `N` named (its author's name) · `A` anonymous (no author) ·
 * `A*` its author's name, marked anonymous to everyone else (`anonymous: true` with the author).
 */
const CODES = { '-': 'not found', N: 'named', A: 'anonymous', 'A*': 'anonymous to everyone else' } as const
type Code = keyof typeof CODES

/**
 * The memory's own page, for readers who are nothing to its author (relation "none"). Moderators
 * read what everyone reads (decision 021): a private memory is a journal and a memory set aside is
 * its author's alone; what they see beyond a member is who wrote an anonymous one (SPEC §5.1).
 * A suspended person still reads (SPEC §10).
 */
// prettier-ignore
const PAGE: [Visibility, Moderation, Naming, Code, Code, Code, Code, Code, Code][] = [
  // visibility    moderation        naming         visitor author member moderator admin suspended
  ['public',      'not moderated',  'named',        'N',    'N',   'N',   'N',     'N',   'N'],
  ['public',      'not moderated',  'anonymous',    'A',    'A*',  'A',   'A*',    'A*',  'A'],
  ['public',      'held',           'named',        '-',    'N',   '-',   '-',     '-',   '-'],
  ['public',      'held',           'anonymous',    '-',    'A*',  '-',   '-',     '-',   '-'],
  ['public',      'hidden',         'named',        '-',    'N',   '-',   '-',     '-',   '-'],
  ['public',      'hidden',         'anonymous',    '-',    'A*',  '-',   '-',     '-',   '-'],
  ['public',      'removed',        'named',        '-',    'N',   '-',   '-',     '-',   '-'],
  ['public',      'removed',        'anonymous',    '-',    'A*',  '-',   '-',     '-',   '-'],
  ['connections', 'not moderated',  'named',        '-',    'N',   '-',   '-',     '-',   '-'],
  ['connections', 'not moderated',  'anonymous',    '-',    'A*',  '-',   '-',     '-',   '-'],
  ['connections', 'held',           'named',        '-',    'N',   '-',   '-',     '-',   '-'],
  ['connections', 'held',           'anonymous',    '-',    'A*',  '-',   '-',     '-',   '-'],
  ['connections', 'hidden',         'named',        '-',    'N',   '-',   '-',     '-',   '-'],
  ['connections', 'hidden',         'anonymous',    '-',    'A*',  '-',   '-',     '-',   '-'],
  ['connections', 'removed',        'named',        '-',    'N',   '-',   '-',     '-',   '-'],
  ['connections', 'removed',        'anonymous',    '-',    'A*',  '-',   '-',     '-',   '-'],
  ['private',     'not moderated',  'named',        '-',    'N',   '-',   '-',     '-',   '-'],
  ['private',     'not moderated',  'anonymous',    '-',    'A*',  '-',   '-',     '-',   '-'],
  ['private',     'held',           'named',        '-',    'N',   '-',   '-',     '-',   '-'],
  ['private',     'held',           'anonymous',    '-',    'A*',  '-',   '-',     '-',   '-'],
  ['private',     'hidden',         'named',        '-',    'N',   '-',   '-',     '-',   '-'],
  ['private',     'hidden',         'anonymous',    '-',    'A*',  '-',   '-',     '-',   '-'],
  ['private',     'removed',        'named',        '-',    'N',   '-',   '-',     '-',   '-'],
  ['private',     'removed',        'anonymous',    '-',    'A*',  '-',   '-',     '-',   '-'],
]
const COLUMNS: ReaderKind[] = ['visitor', 'author', 'member', 'moderator', 'admin', 'suspended']

const pageCell = (m: MemorySpec, reader: ReaderKind): Seen => {
  const row = PAGE.find(([v, mod, n]) => v === m.visibility && mod === m.moderation && n === m.naming)!
  return CODES[row[3 + COLUMNS.indexOf(reader)] as Code]
}

/**
 * The relation of a signed-in reader to the author, stated once for every kind of reader (SPEC §6):
 * - connected: a connections-only memory reads as a public one does;
 * - blocked, either way: a named memory is not found; an anonymous one reads as for anyone, or the
 *   block would say who wrote it (decision 036);
 * - muted, either way: the page reads as for anyone (a mute only takes named content out of lists).
 */
function onItsPage(m: MemorySpec, reader: ReaderKind, relation: Relation): Seen {
  const asPublic = relation === 'connected' && m.visibility === 'connections'
  const seen = pageCell(asPublic ? { ...m, visibility: 'public' } : m, reader)
  if ((relation === 'blocked' || relation === 'blocked by') && m.naming === 'named') return 'not found'
  return seen
}

type Listed = Seen | 'not listed'

/**
 * The reader's feed lists what they see on its page, showing its author the same way, except: a
 * private memory (a journal, only in "my memories", decision 021); a memory set aside (its author
 * finds it in "my memories", told why); a named memory of someone the reader muted (SPEC §6).
 */
function inTheFeed(m: MemorySpec, reader: ReaderKind, relation: Relation): Listed {
  const seen = onItsPage(m, reader, relation)
  if (seen === 'not found' || m.visibility === 'private' || m.moderation !== 'not moderated')
    return 'not listed'
  if (relation === 'muted' && m.naming === 'named') return 'not listed'
  return seen
}

type CommentSeen = 'not found' | 'not listed' | 'named' | 'as "the author", unnamed'

/**
 * The comment the author wrote under their name on their public memory, on the memory's comment
 * page: not found where the memory is not; on their anonymous memory shown as "the author" without
 * a name to everyone, moderators and the author included (decision 036); on a named memory under
 * their name, but not listed for someone who muted them (SPEC §6).
 */
function theAuthorsComment(m: MemorySpec, reader: ReaderKind, relation: Relation): CommentSeen {
  if (onItsPage(m, reader, relation) === 'not found') return 'not found'
  if (m.naming === 'anonymous') return 'as "the author", unnamed'
  return relation === 'muted' ? 'not listed' : 'named'
}

/**
 * What the reader may do with that comment (its `abilities`, decision 078), wherever it is listed:
 * by the kind of reader alone, never what they are to its author (decision 036). A visitor nothing
 * (they sign in first); its author edit, delete and reply; anyone else signed in, a moderator, an
 * admin and a suspended member too, reply, love and report. Its memories take comments from
 * everyone.
 */
function whatTheyMayDo(m: MemorySpec, reader: ReaderKind, relation: Relation): string {
  const seen = theAuthorsComment(m, reader, relation)
  if (seen === 'not found' || seen === 'not listed') return seen
  if (reader === 'visitor') return 'nothing'
  return reader === 'author' ? 'edit, delete, reply' : 'reply, love, report'
}

// The cases: every memory, for every reader in every relation that applies to them.

const READERS: { kind: ReaderKind; relation: Relation }[] = [
  ...LONE_READERS.map((kind) => ({ kind, relation: 'none' as const })),
  ...PEOPLE.flatMap((kind) => RELATIONS.map((relation) => ({ kind, relation }))),
]

const WHO: Record<Relation, string> = {
  none: '',
  connected: ' connected to the author',
  blocked: ' who blocked the author',
  'blocked by': ' the author blocked',
  muted: ' who muted the author',
  'muted by': ' the author muted',
}
function readerName(kind: ReaderKind, relation: Relation) {
  if (kind === 'visitor') return 'a visitor'
  if (kind === 'author') return 'its author'
  if (kind === 'member' && relation === 'connected') return 'a connection of the author'
  return `${PERSON_NAMES[kind]}${WHO[relation]}`
}
const PERSON_NAMES: Record<Person, string> = {
  member: 'a member',
  moderator: 'a moderator',
  admin: 'an admin',
  suspended: 'a suspended member',
}
const memoryName = (m: MemorySpec) => `a ${m.visibility}, ${m.moderation}, ${m.naming} memory`

const casesOf = (expected: Expectation, memories: MemorySpec[]) =>
  memories.flatMap((m) =>
    READERS.map(({ kind, relation }) => ({
      name: `${memoryName(m)}: ${readerName(kind, relation)} → ${expected(m, kind, relation)}`,
      memory: memoryKey(m),
      reader: readerKey(kind, relation),
      expected: expected(m, kind, relation),
    })),
  )
type Expectation = (m: MemorySpec, reader: ReaderKind, relation: Relation) => string

// What the answers show, read back into the table's words.

function seenAs(memory: Pick<Memory, 'author' | 'anonymous'>): Seen | string {
  if (memory.author === null) return memory.anonymous ? 'anonymous' : 'no author on a named memory'
  if (memory.author.public_id !== world.author.publicId) return 'someone else named'
  return memory.anonymous ? 'anonymous to everyone else' : 'named'
}

let world: ReadPolicyWorld
const memoryOf = (key: string) => world.memories.get(key)!
const browserOf = (key: string) => world.readers.get(key)!

beforeAll(async () => {
  world = await buildReadPolicyWorld()
}, 180_000)

describe('the world the table is checked against', () => {
  for (const m of ALL_MEMORIES)
    it(`${memoryName(m)} is what its author reads on its page`, async () => {
      const res = await browserOf(readerKey('author', 'none')).get(
        MEMORY_PATHS.details(memoryOf(memoryKey(m)).hashId),
      )
      const mine = res.json() as Memory
      expect({
        visibility: mine.visibility,
        anonymous: mine.anonymous,
        moderation: mine.moderation?.state ?? 'not moderated',
      }).toEqual({ visibility: m.visibility, anonymous: m.naming === 'anonymous', moderation: m.moderation })
    })
})

/** Each read a case makes (one request), and what it shows in the table's words. */
type Read = (reader: TestBrowser, memory: WorldMemory) => Promise<string>

const statusOf = (statusCode: number) => (statusCode === 404 ? 'not found' : `status ${statusCode}`)

const readPage: Read = async (reader, memory) => {
  const res = await reader.get(MEMORY_PATHS.details(memory.hashId))
  return res.statusCode === 200 ? seenAs(res.json() as Memory) : statusOf(res.statusCode)
}

const readFeed: Read = async (reader, memory) => {
  const res = await reader.get(`${MEMORY_PATHS.feed}?limit=100`)
  if (res.statusCode !== 200) return statusOf(res.statusCode)
  const card = (res.json() as { results: MemoryCard[] }).results.find((c) => c.hash_id === memory.hashId)
  return card ? seenAs(card) : 'not listed'
}

const readAuthorsComment: Read = async (reader, memory) => {
  const res = await reader.get(COMMENT_PATHS.list(memory.link, 1))
  if (res.statusCode !== 200) return statusOf(res.statusCode)
  const found = (res.json() as CommentList).results.find((c) => c.id === memory.authorComment)
  if (!found) return 'not listed'
  if (found.author === null)
    return found.is_memory_author ? 'as "the author", unnamed' : 'unnamed, not as the author'
  return found.author.public_id === world.author.publicId ? 'named' : 'someone else named'
}

const readAbilitiesOnAuthorsComment: Read = async (reader, memory) => {
  const res = await reader.get(COMMENT_PATHS.list(memory.link, 1))
  if (res.statusCode !== 200) return statusOf(res.statusCode)
  const found = (res.json() as CommentList).results.find((c) => c.id === memory.authorComment)
  if (!found) return 'not listed'
  const granted = Object.entries(found.abilities).filter(([, may]) => may)
  return granted.length === 0 ? 'nothing' : granted.map(([ability]) => ability).join(', ')
}

const SURFACES: { title: string; expected: Expectation; read: Read; memories: MemorySpec[] }[] = [
  {
    title: 'the memory on its own page (get-details)',
    expected: onItsPage,
    read: readPage,
    memories: ALL_MEMORIES,
  },
  {
    title: "the memory in the reader's feed (newest; its first page holds the whole world)",
    expected: inTheFeed,
    read: readFeed,
    memories: ALL_MEMORIES,
  },
  {
    title: "the author's comment on their public memory (the memory's comment page)",
    expected: theAuthorsComment,
    read: readAuthorsComment,
    memories: ALL_MEMORIES.filter((m) => m.visibility === 'public'),
  },
  {
    title: "what the reader may do with the author's comment (its abilities)",
    expected: whatTheyMayDo,
    read: readAbilitiesOnAuthorsComment,
    memories: ALL_MEMORIES.filter((m) => m.visibility === 'public'),
  },
]

for (const surface of SURFACES)
  describe(surface.title, () => {
    for (const c of casesOf(surface.expected, surface.memories))
      it(c.name, async () => {
        expect(await surface.read(browserOf(c.reader), memoryOf(c.memory))).toBe(c.expected)
      })
  })
