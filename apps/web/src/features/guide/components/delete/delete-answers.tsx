import { Trans } from '@lingui/react/macro'
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
      <h2 className="text-xl font-semibold">
        <Trans>Your answers are yours</Trans>
      </h2>
      <p>
        <Trans>
          You can delete everything you answered here at any time. You do not have to give a reason.
        </Trans>
      </p>
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
          <Trans>Delete my answers…</Trans>
        </Button>
      )}
    </Card>
  )
}
