import { useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Memory } from '@kindred/contract/memories'
import { Button } from '@/components/ui/button'
import { FocusHeading } from '@/components/ui/focus-heading'
import { describeError } from '@/lib/form-errors'
import { showNotice } from '@/lib/notices'
import { useDeleteMemory } from '../../api/delete-memory'

/** Asks before deleting, says what goes with the memory, then deletes and goes to /home. */
export function DeleteMemory({ memory, onKeep }: { memory: Memory; onKeep: () => void }) {
  const remove = useDeleteMemory(memory.hash_id, memory.shareable_link)
  const navigate = useNavigate()
  const { t } = useLingui()
  const title = memory.title
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showNotice(t`Your memory has been deleted.`, { page: '/home' })
        navigate('/home', { replace: true })
      },
    })
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border-2 border-danger bg-card p-5">
      <FocusHeading level={3}>
        <Trans>Delete this memory?</Trans>
      </FocusHeading>
      <p>
        <Trans>
          “{title}” will be gone for good, with its comments and the reactions people left. This cannot be
          undone.
        </Trans>
      </p>
      {remove.isError ? <p className="font-semibold text-danger">{describeError(remove.error)}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? <Trans>Deleting…</Trans> : <Trans>Yes, delete it</Trans>}
        </Button>
        <Button variant="secondary" onClick={onKeep} disabled={remove.isPending}>
          <Trans>Keep it</Trans>
        </Button>
      </div>
    </div>
  )
}
