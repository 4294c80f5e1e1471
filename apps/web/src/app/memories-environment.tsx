import { useMemo, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { WEB_ROUTES } from '@kindred/contract/web-routes'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { MemoriesEnvironmentProvider } from '@/features/memories/components/memories-context'
import { SuspensionNotice, type Suspension } from '@/features/moderation/components/suspension-notice'
import { ReadingBreakNotice } from '@/features/preferences/components/reading-break-notice'
import { PreferencesProvider } from '@/features/preferences/hooks/preferences-context'
import { useAnonymousByDefault } from '@/features/preferences/hooks/use-anonymous-by-default'
import { useEmpathyLabel } from '@/features/preferences/hooks/use-empathy-label'
import { useSafetyFilters } from '@/features/preferences/hooks/use-safety-filters'
import { CrisisLineList } from '@/features/safety/components/crisis-line-list'
import { memoryExtras } from './memory-extras'

/**
 * Puts together what the memories screens need from other features (they do not import each other):
 * who is signed in (identity), the person's preferences (the empathy button's words, whether they
 * share without their name by default, the safety filters that are on, the reminder to take a breath), the crisis lines (safety), and the slots on
 * cards and on a memory's page (interactions, comments, connections, moderation: memory-extras.tsx).
 * A suspended person is told so at the top of each of these screens (moderation).
 */
export function WithMemoriesEnvironment({ children }: { children: ReactNode }) {
  const signedIn = useCookieStore((state) => state.signedIn)
  const suspension = useCookieStore((state) => (state.signedIn ? (state.user?.suspension ?? null) : null))
  // Reading time counts on the memories screens (the feed, search, a memory), not on /home.
  const reading = useLocation().pathname.startsWith(WEB_ROUTES.memories)
  return (
    <PreferencesProvider signedIn={signedIn}>
      <ReadingBreakNotice reading={reading} />
      <SuspensionNotice suspension={suspension} place="page" />
      <Environment signedIn={signedIn} suspension={suspension}>
        {children}
      </Environment>
    </PreferencesProvider>
  )
}

interface EnvironmentProps {
  signedIn: boolean
  suspension: Suspension | null
  children: ReactNode
}

function Environment({ signedIn, suspension, children }: EnvironmentProps) {
  const empathyLabel = useEmpathyLabel()
  const anonymousByDefault = useAnonymousByDefault()
  const { activeFilters, filtersPending, filtersUnknown, filterLabel } = useSafetyFilters()
  const value = useMemo(
    () => ({
      signedIn,
      crisisLines: <CrisisLineList />,
      empathyLabel,
      anonymousByDefault,
      activeFilters,
      filtersPending,
      filtersUnknown,
      filterLabel,
      ...memoryExtras({ signedIn, empathyLabel, anonymousByDefault, suspension }),
    }),
    [
      signedIn,
      empathyLabel,
      anonymousByDefault,
      activeFilters,
      filtersPending,
      filtersUnknown,
      filterLabel,
      suspension,
    ],
  )
  return <MemoriesEnvironmentProvider value={value}>{children}</MemoriesEnvironmentProvider>
}
