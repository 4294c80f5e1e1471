import { useState } from 'react'
import type { Memory } from '@kindred/contract/memories'
import { Button } from '@/components/ui/button'
import { useMemoriesEnvironment } from '../memories-context'
import { DeleteMemory } from './delete-memory'
import { HideMemory } from './hide-memory'
import { ShareLinkButton } from './share-link-button'

/**
 * What can be done with a memory: copy its link (when others can read it); for its author, edit and
 * delete; for anyone else signed in, hide it from their lists.
 */
export function MemoryActions({ memory, onEdit }: { memory: Memory; onEdit: () => void }) {
  const { signedIn } = useMemoriesEnvironment()
  const [deleting, setDeleting] = useState(false)
  return (
    <section aria-label="What you can do" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-3">
        {memory.visibility === 'private' ? null : <ShareLinkButton shareableLink={memory.shareable_link} />}
        {memory.is_mine ? (
          <>
            <Button variant="secondary" onClick={onEdit}>
              Edit
            </Button>
            <Button variant="secondary" aria-expanded={deleting} onClick={() => setDeleting(true)}>
              Delete…
            </Button>
          </>
        ) : signedIn ? (
          <HideMemory hashId={memory.hash_id} hiddenByMe={memory.hidden_by_me} />
        ) : null}
      </div>
      {memory.is_mine && deleting ? <DeleteMemory memory={memory} onKeep={() => setDeleting(false)} /> : null}
    </section>
  )
}
