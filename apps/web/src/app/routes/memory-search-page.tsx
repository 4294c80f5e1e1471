import { Page } from '@/components/ui/page'
import { MemorySearch } from '@/features/memories/components/search/memory-search'
import { WithMemoriesEnvironment } from '../memories-environment'

export function MemorySearchPage() {
  return (
    <Page title="Search memories" heading="Search memories" lead={<p>Find memories close to your own.</p>}>
      <WithMemoriesEnvironment>
        <MemorySearch />
      </WithMemoriesEnvironment>
    </Page>
  )
}
