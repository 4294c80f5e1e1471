import { Page } from '@/components/ui/page'
import { MemoriesScreen } from '@/features/memories/components/feed/memories-screen'
import { WithMemoriesEnvironment } from '../memories-environment'

export function MemoriesPage() {
  return (
    <Page
      title="Memories"
      heading="Memories"
      lead={<p>Childhood memories that people chose to share, and the replies of people who understand.</p>}
    >
      <WithMemoriesEnvironment>
        <MemoriesScreen />
      </WithMemoriesEnvironment>
    </Page>
  )
}
