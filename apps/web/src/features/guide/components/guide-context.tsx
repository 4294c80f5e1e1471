import { createContext, useContext, type ReactNode } from 'react'

/**
 * What the guide needs from the rest of the app. Features do not import each other, so the page
 * (app/routes/guide-page.tsx) hands these in: whether someone is signed in, and the crisis-line
 * list of the safety feature for the report's "next steps".
 */
export interface GuideEnvironment {
  signedIn: boolean
  crisisLines: ReactNode
}

const GuideContext = createContext<GuideEnvironment>({ signedIn: false, crisisLines: null })

export function GuideEnvironmentProvider({
  value,
  children,
}: {
  value: GuideEnvironment
  children: ReactNode
}) {
  return <GuideContext.Provider value={value}>{children}</GuideContext.Provider>
}

export function useGuideEnvironment(): GuideEnvironment {
  return useContext(GuideContext)
}
