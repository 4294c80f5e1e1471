import { useFeedParams } from '../../hooks/use-feed-params'
import { ComposerEntry } from '../composer/composer-entry'
import { MemoriesFeed } from './memories-feed'

/**
 * /memories: the way to share, in one line, then the list. `?compose=1` (from /home's links) opens
 * the composer. Held close together, so the first memory is in the first screen (decision 058).
 */
export function MemoriesScreen() {
  const params = useFeedParams()
  return (
    <div className="flex flex-col gap-5">
      <ComposerEntry open={params.composing} onOpenChange={params.setComposing} />
      <MemoriesFeed />
    </div>
  )
}
