import { useFeedParams } from '../../hooks/use-feed-params'
import { ComposerEntry } from '../composer/composer-entry'
import { MemoriesFeed } from './memories-feed'

/**
 * /memories: sharing first, then the list. `?compose=1` (from /home's links) opens the composer.
 * `introduced`: this device has shown the page before, so the call to share is brief.
 */
export function MemoriesScreen({ introduced = false }: { introduced?: boolean }) {
  const params = useFeedParams()
  return (
    <>
      <ComposerEntry open={params.composing} onOpenChange={params.setComposing} brief={introduced} />
      <MemoriesFeed />
    </>
  )
}
