import type { Language } from '@kindred/contract/languages'
import type { Db } from '../db/client'

/**
 * One module's share of a person's data. Every module that stores rows belonging to a person adds
 * its part, so the account export (GDPR art. 15 and 20) and erasure (art. 17) cannot forget a
 * feature: a test lists every table that references users(id) and fails when no part names it.
 */
export interface PersonalDataPart {
  /** The module adding this part, for messages. */
  module: string
  /** The tables of this module whose rows reference users(id) (erased by ON DELETE CASCADE). */
  tables: readonly string[]
  /**
   * This part's top-level fields of the export: everything the person owns here, never secrets. What
   * a person reads (a question, a phrase, a device) is in `language`, the one the export is asked
   * in; keys, codes and slugs are the same in every language.
   */
  export(db: Db, userId: number, now: Date, language: Language): Promise<Record<string, unknown>>
}

/** The parts in the order modules added them; the export lists their fields in that order. */
export function createPersonalData() {
  const parts: PersonalDataPart[] = []
  return {
    add(part: PersonalDataPart) {
      parts.push(part)
    },
    parts: (): readonly PersonalDataPart[] => parts,
    async exportFor(db: Db, userId: number, now: Date, language: Language): Promise<Record<string, unknown>> {
      const fields: Record<string, unknown> = {}
      for (const part of parts) Object.assign(fields, await part.export(db, userId, now, language))
      return fields
    },
  }
}

export type PersonalData = ReturnType<typeof createPersonalData>
