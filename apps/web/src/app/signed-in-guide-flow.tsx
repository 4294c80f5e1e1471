import type { ReactNode } from 'react'
import { PreferencesProvider } from '@/features/preferences/hooks/preferences-context'
import { useAnonymousByDefault } from '@/features/preferences/hooks/use-anonymous-by-default'
import { ComposedGuideFlow } from './composed-guide-flow'

/**
 * The guide for someone signed in: their comments start with or without their name as their
 * preferences say (decision 057), read only for them. Its own chunk, so a visitor's first screen of
 * the guide loads neither the preferences nor the API client and zod they call through (decision
 * 062); someone signed in needs the client at once anyway, to look for a guide on another device.
 */
export function SignedInGuideFlow({ crisisLines }: { crisisLines: ReactNode }) {
  return (
    <PreferencesProvider signedIn>
      <WithPreferences crisisLines={crisisLines} />
    </PreferencesProvider>
  )
}

function WithPreferences({ crisisLines }: { crisisLines: ReactNode }) {
  const anonymousByDefault = useAnonymousByDefault()
  return <ComposedGuideFlow signedIn crisisLines={crisisLines} anonymousByDefault={anonymousByDefault} />
}
