import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/components/ui/page'
import { MemoriesScreen } from '@/features/memories/components/feed/memories-screen'
import { useShownBefore } from '@/lib/shown-before'
import { WithMemoriesEnvironment } from '../memories-environment'

/** Set once this device has shown the page's introduction (decision 040). */
export const MEMORIES_INTRO_KEY = 'kindred-memories-intro'

export function MemoriesPage() {
  // Someone coming back has read what the page is: the memories come first (decision 040). A first
  // visit is told in one short line, at reading size, so a memory is still in the first screen on a
  // phone at 150 % text (decision 058).
  const introduced = useShownBefore(MEMORIES_INTRO_KEY)
  const { t } = useLingui()
  return (
    <Page
      title={t`Memories`}
      heading={t`Memories`}
      lead={
        introduced ? undefined : (
          <p className="text-base">
            <Trans>Childhood memories that people chose to share.</Trans>
          </p>
        )
      }
    >
      <WithMemoriesEnvironment>
        <MemoriesScreen />
      </WithMemoriesEnvironment>
    </Page>
  )
}
