import { useNavigate } from 'react-router'
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
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showNotice('Your memory has been deleted.', { page: '/home' })
        navigate('/home', { replace: true })
      },
    })
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border-2 border-danger bg-card p-5">
      <FocusHeading level={3}>Delete this memory?</FocusHeading>
      <p>
        “{memory.title}” will be gone for good, with its comments and the reactions people left. This cannot
        be undone.
      </p>
      {remove.isError ? <p className="font-semibold text-danger">{describeError(remove.error)}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Yes, delete it'}
        </Button>
        <Button variant="secondary" onClick={onKeep} disabled={remove.isPending}>
          Keep it
        </Button>
      </div>
    </div>
  )
}
