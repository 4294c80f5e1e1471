import { createContext, useContext, type ReactNode } from 'react'
import type { GuideReportSection } from '@kindred/contract/guide'

/**
 * What the guide needs from the rest of the app. Features do not import each other, so the page
 * (app/) hands these in: whether someone is signed in, the crisis-line list of the safety feature
 * for the report's "next steps", its "This is a shared device" choice (offered on the consent and
 * questions screens), and what others wrote under each report section (the comments feature).
 */
export interface GuideEnvironment {
  signedIn: boolean
  crisisLines: ReactNode
  sharedDeviceChoice: ReactNode
  sectionComments: (sessionId: string, section: GuideReportSection) => ReactNode
}

const GuideContext = createContext<GuideEnvironment>({
  signedIn: false,
  crisisLines: null,
  sharedDeviceChoice: null,
  sectionComments: () => null,
})

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
