import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { queryRows } from './query-rows'
import { bigintArray } from './sql-arrays'

// The subjects people report and moderators decide on: memories, comments, guide comments and
// people. Each module that owns one registers an adapter (decision 046), so moderation asks the
// registry and never reads or writes another module's tables; app.ts fills it at start.

export type ContentKind = 'memory' | 'comment' | 'guide_comment'
export type SubjectKind = ContentKind | 'person'

/** What moderation may do to content: hold it (three reports), hide or remove it, or show it again. */
export type SetAside = 'held' | 'hidden' | 'removed'

/** A subject as someone reporting it may see it: its id and its text now (the moderator's snapshot). */
export interface ReportableSubject {
  id: number
  snapshot: string
  /** Who wrote it (for a person, themselves); null when nobody is named. */
  author: number | null
}

/**
 * An adapter's `findReadable` in one statement: `select` reads at most one row as `id`, `author_id`
 * (both as text; the author null when nobody is named) and `snapshot`.
 */
export async function readableRow(db: Db, select: SQL): Promise<ReportableSubject | null> {
  const [row] = await queryRows<{ id: string; author_id: string | null; snapshot: string }>(db, select)
  if (!row) return null
  return {
    id: Number(row.id),
    author: row.author_id === null ? null : Number(row.author_id),
    snapshot: row.snapshot,
  }
}

/** What the owner of a subject says of it: never its internal id to the outside (SPEC §2). */
export interface OwnFacts {
  /** The key the API uses: a memory's link, a comment's id, a person's public id. */
  publicKey: string
  /** The memory it is or it is on, for notifications that point at it (and its link in the queue). */
  memoryId: number | null
  /** The memory comment it is, for notifications that point at it. */
  commentId: number | null
  /** Its text as it is now (a person's display name). */
  text: string
}

/**
 * An adapter's `describe` in one statement: `select` reads the rows of these ids (one bigint[]
 * parameter), each row's `id` as text, and `facts` says what the owner says of each; no statement
 * for no ids.
 */
export async function describeRows<Row extends { id: string }>(
  db: Db,
  ids: readonly number[],
  select: (ids: SQL) => SQL,
  facts: (row: Row) => OwnFacts,
): Promise<Map<number, OwnFacts>> {
  if (ids.length === 0) return new Map()
  const rows = await queryRows<Row>(db, select(bigintArray(ids)))
  return new Map(rows.map((row) => [Number(row.id), facts(row)]))
}

/** A subject as moderators' screens show it: with its memory's link, for a comment read from memories. */
export interface SubjectFacts extends OwnFacts {
  memoryLink: string | null
}

/** Who is told of a decision on content: its named author, if any. */
export interface ModeratedSubject {
  author: number | null
}

interface SubjectAdapterBase {
  /** The internal id of the subject the API names `key`, whatever its state; null when there is none. */
  idOf(key: string, tx?: Db): Promise<number | null>
  /** The subject `reader` may see under `key`, as they see it now; null when it is not there for them. */
  findReadable(reader: number, key: string): Promise<ReportableSubject | null>
  /** The facts of each of `ids` that still exists: one statement. */
  describe(ids: readonly number[], tx?: Db): Promise<Map<number, OwnFacts>>
}

export interface ContentSubjectAdapter extends SubjectAdapterBase {
  kind: ContentKind
  /**
   * Sets it aside or (null) shows it again, in the decision's transaction `tx`; `onlyIf` names the
   * state it must be in (`shown`: not set aside at all). Answers who is told, null when it is gone or
   * the condition did not hold.
   */
  setModeration(
    tx: Db,
    id: number,
    state: SetAside | null,
    at: Date,
    onlyIf?: 'shown' | 'held',
  ): Promise<ModeratedSubject | null>
  /**
   * The id of `author`'s subject `key` while a moderator's decision keeps it hidden or removed. Its
   * presence is how a kind says that its authors may appeal such a decision (SPEC §10, decision
   * 075): a kind without it (a comment on a report section, which names nobody) has no appeals.
   */
  setAsideOf?(key: string, author: number): Promise<number | null>
}

/** A suspended person as the moderators' list shows them. */
/**
 * The `onlyIf` of `setModeration` for a table with a `moderation_state` column (memories,
 * comments): a clause to append to the update's `where`, empty when any state will do.
 */
export function moderationStateCondition(onlyIf: 'shown' | 'held' | undefined): SQL {
  if (onlyIf === 'shown') return sql` and moderation_state is null`
  if (onlyIf === 'held') return sql` and moderation_state = 'held'`
  return sql``
}

export interface SuspendedPerson {
  publicId: string
  displayName: string
  until: Date
}

export interface PersonSubjectAdapter extends SubjectAdapterBase {
  kind: 'person'
  /** Suspends them until `until`, in the decision's transaction. */
  suspend(tx: Db, id: number, until: Date): Promise<void>
  /** Ends the suspension of `publicId` now; their id, or null when they were not suspended. */
  lift(tx: Db, publicId: string, now: Date): Promise<number | null>
  /** The people suspended at `now`, the longest suspension first. */
  suspended(now: Date, limit: number, offset: number): Promise<SuspendedPerson[]>
}

export type SubjectAdapter = ContentSubjectAdapter | PersonSubjectAdapter

/** The registry: one adapter per kind, each added once by the module that owns the kind. */
export function createSubjects() {
  const content = new Map<ContentKind, ContentSubjectAdapter>()
  let person: PersonSubjectAdapter | null = null
  const missing = (kind: SubjectKind) => new Error(`No module registered the subject kind '${kind}'.`)
  return {
    add(adapter: SubjectAdapter) {
      const taken = adapter.kind === 'person' ? person !== null : content.has(adapter.kind)
      if (taken) throw new Error(`The subject kind '${adapter.kind}' is registered twice.`)
      if (adapter.kind === 'person') person = adapter
      else content.set(adapter.kind, adapter)
    },
    of(kind: SubjectKind): SubjectAdapter {
      const adapter = kind === 'person' ? person : content.get(kind)
      if (!adapter) throw missing(kind)
      return adapter
    },
    content(kind: ContentKind): ContentSubjectAdapter {
      const adapter = content.get(kind)
      if (!adapter) throw missing(kind)
      return adapter
    },
    person(): PersonSubjectAdapter {
      if (!person) throw missing('person')
      return person
    },
    /** Whether the author of a `kind` set aside may appeal the decision: its owner says (`setAsideOf`). */
    appealable(kind: SubjectKind): boolean {
      return kind !== 'person' && this.content(kind).setAsideOf !== undefined
    },
    /**
     * The facts of subjects of several kinds: one statement a kind, run together, then one for the
     * links of the memories the comments are on (the memories' owner knows them).
     */
    async describe(subjects: readonly { kind: SubjectKind; id: number }[], tx?: Db) {
      const byKind = new Map<SubjectKind, number[]>()
      for (const { kind, id } of subjects) byKind.set(kind, [...(byKind.get(kind) ?? []), id])
      const found = new Map(
        await Promise.all(
          [...byKind].map(async ([kind, ids]) => [kind, await this.of(kind).describe(ids, tx)] as const),
        ),
      )
      const memories = found.get('memory') ?? new Map<number, OwnFacts>()
      const onMemories = [...found.values()].flatMap((facts) => [...facts.values()])
      const unlinked = onMemories.flatMap((f) =>
        f.memoryId !== null && !memories.has(f.memoryId) ? [f.memoryId] : [],
      )
      const links = new Map(memories)
      if (unlinked.length > 0)
        for (const [id, facts] of await this.content('memory').describe([...new Set(unlinked)], tx))
          links.set(id, facts)
      return (kind: SubjectKind, id: number): SubjectFacts | null => {
        const facts = found.get(kind)?.get(id)
        if (!facts) return null
        const memory = facts.memoryId === null ? undefined : links.get(facts.memoryId)
        return { ...facts, memoryLink: memory?.publicKey ?? null }
      }
    },
  }
}

export type Subjects = ReturnType<typeof createSubjects>
