import type { StateStorage } from 'zustand/middleware'

/**
 * Drafts of what someone is writing (a memory, say) are kept in this tab's sessionStorage under this
 * prefix, so an accidental reload loses nothing. What someone writes about their childhood is the
 * most private thing the app holds, so a quick exit removes every draft, on any device, even when
 * the draft's own code was never loaded on this page (hence a prefix, not a list of registered keys).
 */
export const DRAFT_KEY_PREFIX = 'kindred-draft-'

/** Set once a quick exit has wiped the drafts: a pending save must not write one back. */
let wiped = false

export const draftStorage: StateStorage = {
  getItem: (name) => sessionStorage.getItem(name),
  setItem: (name, value) => {
    if (!wiped) sessionStorage.setItem(name, value)
  },
  removeItem: (name) => sessionStorage.removeItem(name),
}

/** Removes every draft from both storages and stops this page from saving any again (quick exit). */
export function forgetDrafts(): void {
  wiped = true
  for (const storage of [sessionStorage, localStorage]) {
    const keys: string[] = []
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i)
      if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key)
    }
    for (const key of keys) storage.removeItem(key)
  }
}

/** Tests only: a fresh page, where drafts may be saved again. */
export function resetDraftStorageForTests(): void {
  wiped = false
}
