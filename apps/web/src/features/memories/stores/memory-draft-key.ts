import { DRAFT_KEY_PREFIX, draftStorage } from '@/lib/draft-storage'

/** Where the unsent memory waits (this tab only; a quick exit removes it: lib/draft-storage.ts). */
export const MEMORY_DRAFT_KEY = `${DRAFT_KEY_PREFIX}memory`

/**
 * Whether a draft waits ("Continue your draft"). Apart from the draft's code, which comes with the
 * composer: a first visit to /memories needs only this (decisions 029 and 040).
 */
export function hasMemoryDraft(): boolean {
  try {
    return draftStorage.getItem(MEMORY_DRAFT_KEY) !== null
  } catch {
    return false
  }
}
