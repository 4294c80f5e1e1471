import { useRef, useState, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { DeleteCommentConfirmation } from './delete-comment-confirmation'

/** The part of a delete mutation the controls use (either kind's). */
interface DeleteMutation {
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void
  isPending: boolean
  error: unknown
  reset: () => void
}

// Focus goes back to the button that opened a form or a question once it is gone.
const backTo = (button: RefObject<HTMLButtonElement | null>) =>
  requestAnimationFrame(() => button.current?.focus())

/**
 * What you can do with your own comment, of any kind: edit it in place, or delete it after a
 * second step that says what deleting does. The item places `buttons` in its row of actions and
 * `confirmation` under it; while `editing`, it shows its edit form and calls `stopEditing`.
 */
export function useOwnCommentControls(remove: DeleteMutation, consequence: string, onDeleted: () => void) {
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)

  const buttons = (
    <>
      <Button
        ref={editButton}
        variant="quiet"
        onClick={() => {
          setConfirming(false)
          setEditing(true)
        }}
      >
        Edit
      </Button>
      <Button
        ref={deleteButton}
        variant="quiet"
        aria-expanded={confirming}
        onClick={() => setConfirming(true)}
      >
        Delete…
      </Button>
    </>
  )
  const confirmation = confirming ? (
    <DeleteCommentConfirmation
      consequence={consequence}
      deleting={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            setConfirming(false)
            onDeleted()
          },
        })
      }
      onKeep={() => {
        remove.reset()
        setConfirming(false)
        backTo(deleteButton)
      }}
    />
  ) : null

  return {
    editing,
    stopEditing: () => {
      setEditing(false)
      backTo(editButton)
    },
    buttons,
    confirmation,
  }
}
