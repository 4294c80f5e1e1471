import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'
import { MemoryDetail } from '@/features/memories/components/detail/memory-detail'
import { WithMemoriesEnvironment } from '../memories-environment'

export function MemoryPage() {
  const { shareableLink = '' } = useParams()
  const { t } = useLingui()
  return (
    // The memory's own title is not the page's: it could say what a safety filter folds away.
    <Page title={t`A shared memory`} heading={t`A shared memory`}>
      <WithMemoriesEnvironment>
        {/* Keyed, so moving to another memory starts afresh (no edit form or confirmation left open). */}
        <MemoryDetail key={shareableLink} shareableLink={shareableLink} />
      </WithMemoriesEnvironment>
      <p>
        <TextLink to="/memories">
          <Trans>Back to all memories</Trans>
        </TextLink>
      </p>
    </Page>
  )
}
