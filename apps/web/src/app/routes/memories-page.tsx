import { Page } from '@/components/ui/page'
import { MemoriesScreen } from '@/features/memories/components/feed/memories-screen'
import { useShownBefore } from '@/lib/shown-before'
import { WithMemoriesEnvironment } from '../memories-environment'

/** Set once this device has shown the page's introduction (decision 040). */
export const MEMORIES_INTRO_KEY = 'kindred-memories-intro'

export function MemoriesPage() {
  // Someone coming back has read what the page is: the memories come first (decision 040).
  const introduced = useShownBefore(MEMORIES_INTRO_KEY)
  return (
    <Page
      title="Memories"
      heading="Memories"
      lead={
        introduced ? undefined : (
          <p>Childhood memories that people chose to share, and the replies of people who understand.</p>
        )
      }
    >
      <WithMemoriesEnvironment>
        <MemoriesScreen introduced={introduced} />
      </WithMemoriesEnvironment>
    </Page>
  )
}
