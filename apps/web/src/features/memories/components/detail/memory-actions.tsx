import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Memory } from '@kindred/contract/memories'
import { Button } from '@/components/ui/button'
import { DeleteMemory } from './delete-memory'
import { HideMemory } from './hide-memory'
import { ShareLinkButton } from './share-link-button'

/**
 * What can be done with a memory, as its answer says the reader may (`abilities`, decision 078):
 * copy its link (when others can read it); for its author, edit and delete; for anyone else signed
 * in, hide it from their lists.
 */
export function MemoryActions({ memory, onEdit }: { memory: Memory; onEdit: () => void }) {
  const { abilities } = memory
  const [deleting, setDeleting] = useState(false)
  const { t } = useLingui()
  return (
    <section aria-label={t`What you can do`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-3">
        {abilities.share ? <ShareLinkButton shareableLink={memory.shareable_link} /> : null}
        {abilities.edit ? (
          <Button variant="secondary" onClick={onEdit}>
            <Trans>Edit</Trans>
          </Button>
        ) : null}
        {abilities.delete ? (
          <Button variant="secondary" aria-expanded={deleting} onClick={() => setDeleting(true)}>
            <Trans>Delete…</Trans>
          </Button>
        ) : null}
        {abilities.hide ? <HideMemory hashId={memory.hash_id} hiddenByMe={memory.hidden_by_me} /> : null}
      </div>
      {abilities.delete && deleting ? (
        <DeleteMemory memory={memory} onKeep={() => setDeleting(false)} />
      ) : null}
    </section>
  )
}
