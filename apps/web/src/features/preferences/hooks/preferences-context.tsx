import { createContext, useContext, type ReactNode } from 'react'

/**
 * Whether someone is signed in decides where preferences live (the server, or this tab's storage).
 * Features do not import each other, so the page (app/) hands that in from identity.
 */
const PreferencesScope = createContext<{ signedIn: boolean }>({ signedIn: false })

export function PreferencesProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return <PreferencesScope.Provider value={{ signedIn }}>{children}</PreferencesScope.Provider>
}

export function usePreferencesScope(): { signedIn: boolean } {
  return useContext(PreferencesScope)
}
