import { useEffect, useRef, useState, type Ref } from 'react'
import { Button } from '@/components/ui/button'
import { useDeleteSectionComment } from '../../api/delete-section-comment'
import { DeleteCommentConfirmation } from '../common/delete-comment-confirmation'

interface OwnCommentActionsProps {
  sessionId: string
  sectionSlug: string
  commentId: number
  editButtonRef: Ref<HTMLButtonElement>
  onEdit: () => void
  onDeleted: () => void
}

/** What you can do with your own comment: change it, or delete it after a confirmation. */
export function OwnCommentActions(props: OwnCommentActionsProps) {
  const { sessionId, sectionSlug, commentId, editButtonRef, onEdit, onDeleted } = props
  const [confirming, setConfirming] = useState(false)
  const backToDelete = useRef(false)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const remove = useDeleteSectionComment(sessionId, sectionSlug, commentId)
  // "Keep it" closes the question: focus goes back to the Delete button, once it is there again.
  useEffect(() => {
    if (confirming || !backToDelete.current) return
    backToDelete.current = false
    deleteButton.current?.focus()
  }, [confirming])

  if (confirming) {
    return (
      <DeleteCommentConfirmation
        consequence="It is removed for everyone, with its helpful marks."
        deleting={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
        onKeep={() => {
          backToDelete.current = true
          setConfirming(false)
          remove.reset()
        }}
      />
    )
  }
  return (
    <>
      <Button ref={editButtonRef} variant="secondary" onClick={onEdit}>
        Edit
      </Button>
      <Button ref={deleteButton} variant="quiet" onClick={() => setConfirming(true)}>
        Delete…
      </Button>
    </>
  )
}
