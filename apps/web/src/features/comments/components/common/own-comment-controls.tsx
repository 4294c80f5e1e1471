import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { CommentBodyRules } from '../../lib/body-rules'
import { CommentForm } from './comment-form'
import { DeleteCommentConfirmation } from './delete-comment-confirmation'

/** The part of a delete mutation the controls use (either kind's). */
interface DeleteMutation {
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void
  isPending: boolean
  error: unknown
  reset: () => void
}

/** How one kind of comment is edited in place: its limits, its words, and the call that saves. */
export interface CommentEditing {
  rules: CommentBodyRules
  /** The box's label ("Your comment", "Your reply") and the form's ("Edit your comment"). */
  label: string
  formLabel: string
  emptyMessage: string
  failurePrefix?: string
  body: string
  save: (body: string) => Promise<unknown>
  saving: boolean
  /** Said by the section's status line once saved. */
  announce: (message: string) => void
}

interface OwnCommentOptions {
  /** Which of the two the reader may do, as the comment's abilities say (decision 078). */
  may: { edit: boolean; delete: boolean }
  editing: CommentEditing
  remove: DeleteMutation
  /** What deleting it does, said in the confirmation. */
  consequence: string
  onDeleted: () => void
}

/**
 * What you can do with your own comment, of any kind, as far as `may` lets you: edit it in place,
 * or delete it after a second step that says what deleting does. The item shows `text` (the body, or the edit form while
 * `editing`), places `buttons` in its row of actions and `confirmation` under it.
 */
export function useOwnCommentControls({
  may,
  editing: edit,
  remove,
  consequence,
  onDeleted,
}: OwnCommentOptions) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  // Focus goes back to the button that opened a form or a question once it is gone. The item shows
  // its buttons again only when React has rendered the form away, which may be after the next frame
  // on a busy phone, so the focus waits for the render that brings the button back, not for a frame.
  const [focusBackTo, setFocusBackTo] = useState<'edit' | 'delete' | null>(null)
  useEffect(() => {
    const button =
      focusBackTo === 'edit' ? editButton.current : focusBackTo === 'delete' ? deleteButton.current : null
    if (!button) return
    button.focus()
    setFocusBackTo(null)
  }, [focusBackTo, editing, confirming])

  const buttons = (
    <>
      {may.edit ? (
        <Button
          ref={editButton}
          variant="quiet"
          onClick={() => {
            setConfirming(false)
            setEditing(true)
          }}
        >
          <Trans>Edit</Trans>
        </Button>
      ) : null}
      {may.delete ? (
        <Button
          ref={deleteButton}
          variant="quiet"
          aria-expanded={confirming}
          onClick={() => setConfirming(true)}
        >
          <Trans>Delete…</Trans>
        </Button>
      ) : null}
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
        setFocusBackTo('delete')
      }}
    />
  ) : null

  const stopEditing = () => {
    setEditing(false)
    setFocusBackTo('edit')
  }
  const text = editing ? (
    <CommentForm
      rules={edit.rules}
      label={edit.label}
      formLabel={edit.formLabel}
      submitLabel={t`Save changes`}
      pendingLabel={t`Saving…`}
      initialBody={edit.body}
      pending={edit.saving}
      onSubmit={edit.save}
      onDone={() => {
        stopEditing()
        edit.announce(t`Your changes are saved.`)
      }}
      onCancel={stopEditing}
      emptyMessage={edit.emptyMessage}
      failurePrefix={edit.failurePrefix}
      autoFocus
    />
  ) : (
    <p className="whitespace-pre-wrap">{edit.body}</p>
  )

  return { editing, text, buttons, confirmation }
}
