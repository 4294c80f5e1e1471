import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { deviceStorage } from '@/lib/device-storage'
import { isShownLanguage, type ShownLanguage } from './languages'

export const LANGUAGE_STORE_KEY = 'kindred-language'

interface LanguageState {
  /** The language the person picked on this device (or their account's, once signed in); null: the browser's. */
  chosen: ShownLanguage | null
  choose: (language: ShownLanguage | null) => void
}

/**
 * The person's own pick of language, kept like the theme (this device, this tab on a shared one). A
 * quick exit forgets it with everything else; the browser's language then applies again.
 */
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      chosen: null,
      choose: (language) => set({ chosen: language }),
    }),
    {
      name: LANGUAGE_STORE_KEY,
      storage: createJSONStorage(() => deviceStorage),
      partialize: ({ chosen }) => ({ chosen }),
      merge: (persisted, current) => {
        const chosen = (persisted as { chosen?: unknown } | undefined)?.chosen
        return { ...current, chosen: isShownLanguage(chosen) ? chosen : null }
      },
    },
  ),
)
