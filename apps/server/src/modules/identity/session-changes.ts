import type { Db } from '../../db/client'

/** Who hears, in this process, that a person's sessions or row changed (the session cache, the open streams). */
export interface SessionChangeListener {
  /**
   * A write on this instance changed them, perhaps inside a transaction not yet committed: the
   * session cache forgets them and keeps nothing of theirs until the change is announced.
   */
  changing?(userId: number): void
  /** A committed change, announced by the database (from any instance), or one already committed here. */
  changed?(userId: number): void
}

// Keyed by the database object, so every repository made on it (wherever a module makes one)
// reaches the listeners of the instance using it without each module handing them along; a
// command line's database has none.
const listeners = new WeakMap<Db, Set<SessionChangeListener>>()

/** Hears the changes to sessions and people made through `db`, or announced to it; answers how to stop. */
export function listenToSessionChanges(db: Db, listener: SessionChangeListener): () => void {
  let set = listeners.get(db)
  if (!set) listeners.set(db, (set = new Set()))
  set.add(listener)
  return () => set.delete(listener)
}

/**
 * A write to a person's sessions or row, made through `db` with `tx`: a statement outside a
 * transaction (`tx` is `db`) has committed when it returns; one inside has not yet.
 */
export function sessionsWritten(db: Db, tx: Db, userId: number) {
  for (const listener of listeners.get(db) ?? []) {
    if (tx === db) listener.changed?.(userId)
    else listener.changing?.(userId)
  }
}

/** The database announced (after commit) that a person's sessions or row changed. */
export function sessionsAnnounced(db: Db, userId: number) {
  for (const listener of listeners.get(db) ?? []) listener.changed?.(userId)
}
