import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/components/ui/page'
import { MemorySearch } from '@/features/memories/components/search/memory-search'
import { WithMemoriesEnvironment } from '../memories-environment'

export function MemorySearchPage() {
  const { t } = useLingui()
  return (
    <Page
      title={t`Search memories`}
      heading={t`Search memories`}
      lead={
        <p>
          <Trans>Find memories close to your own.</Trans>
        </p>
      }
    >
      <WithMemoriesEnvironment>
        <MemorySearch />
      </WithMemoriesEnvironment>
    </Page>
  )
}
