import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { deviceStorage } from '@/lib/device-storage'
import { isTheme, resolveLoginTheme, type Theme } from './theme-rule'

interface ThemeState {
  /** The stored choice; null until someone chooses (a visitor then sees light). */
  choice: Theme | null
  setTheme: (theme: Theme) => void
  toggle: () => void
  /** Seed §4: pick the theme when someone signs in, from their saved preference if they have one. */
  applyLoginTheme: (saved: Theme | null) => void
  /** Seed §4: signed out, the theme is light. */
  forceLight: () => void
}

export const THEME_STORE_KEY = 'kindred-theme'

export const useThemeStore = create<ThemeState>()(
  persist(
    (set, get) => ({
      choice: null,
      setTheme: (choice) => set({ choice }),
      toggle: () => set({ choice: effectiveTheme(get().choice) === 'dark' ? 'light' : 'dark' }),
      applyLoginTheme: (saved) =>
        set({
          choice: resolveLoginTheme({ stored: get().choice, systemPrefersDark: systemPrefersDark(), saved }),
        }),
      forceLight: () => set({ choice: 'light' }),
    }),
    {
      name: THEME_STORE_KEY,
      storage: createJSONStorage(() => deviceStorage),
      partialize: ({ choice }) => ({ choice }),
      // Storage can be edited by hand: anything but a known theme counts as nothing stored.
      merge: (persisted, current) => {
        const choice = (persisted as { choice?: unknown } | undefined)?.choice
        return { ...current, choice: isTheme(choice) ? choice : null }
      },
    },
  ),
)

export function effectiveTheme(choice: Theme | null): Theme {
  return choice ?? 'light'
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
}
