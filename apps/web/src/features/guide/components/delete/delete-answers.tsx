import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useDeleteSession } from '../../api/delete-session'
import { DeleteConfirmation } from './delete-confirmation'

/** "Delete my answers": a first button that only opens a clear confirmation. */
export function DeleteAnswers({ sessionId, onDeleted }: { sessionId: string; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const openButton = useRef<HTMLButtonElement>(null)
  const remove = useDeleteSession(onDeleted)

  const cancel = () => {
    setConfirming(false)
    remove.reset()
    requestAnimationFrame(() => openButton.current?.focus())
  }

  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">Your answers are yours</h2>
      <p>You can delete everything you answered here at any time. You do not have to give a reason.</p>
      {confirming ? (
        <DeleteConfirmation
          deleting={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(sessionId)}
          onCancel={cancel}
        />
      ) : (
        <Button
          ref={openButton}
          variant="secondary"
          className="self-start"
          onClick={() => setConfirming(true)}
        >
          Delete my answers…
        </Button>
      )}
    </Card>
  )
}
