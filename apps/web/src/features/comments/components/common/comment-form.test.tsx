import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MEMORY_COMMENT_RULES } from '../../lib/body-rules'
import { SECTION_COMMENT_RULES } from '../../lib/section-body-rules'
import { CommentForm } from './comment-form'

const unsaved = () => Promise.reject(new Error('not sent'))

/** One form serves a memory's comments and a guide section's: the same steps, each kind's words. */
describe('the one comment form', () => {
  it.each([
    ['a memory', MEMORY_COMMENT_RULES, 'Please write something first.'],
    ['a guide section', SECTION_COMMENT_RULES, 'Please write something before posting.'],
  ])(
    'on %s: refuses an empty box without sending, then sends and empties it',
    async (_kind, rules, empty) => {
      const onSubmit = vi.fn(() => Promise.resolve())
      const onDone = vi.fn()
      render(
        <CommentForm
          rules={rules}
          label="Your comment"
          formLabel="Add a comment"
          submitLabel="Post"
          pendingLabel="Posting…"
          pending={false}
          emptyMessage={empty}
          onSubmit={onSubmit}
          onDone={onDone}
          failurePrefix={rules.counted ? 'We could not post your comment.' : undefined}
        />,
      )
      await userEvent.click(screen.getByRole('button', { name: 'Post' }))
      expect((await screen.findAllByText(empty)).length).toBeGreaterThan(0)
      expect(onSubmit).not.toHaveBeenCalled()

      const box = screen.getByRole('textbox', { name: 'Your comment' })
      await userEvent.type(box, 'Kind words')
      await userEvent.click(screen.getByRole('button', { name: 'Post' }))
      await waitFor(() => expect(onDone).toHaveBeenCalled())
      expect(onSubmit).toHaveBeenCalledWith('Kind words')
      expect(box).toHaveProperty('value', '')
    },
  )

  it("counts a memory comment's characters and lets it run over; a section's box stops at the limit", () => {
    const props = {
      label: 'Your comment',
      formLabel: 'Edit',
      submitLabel: 'Save changes',
      pendingLabel: 'Saving…',
      pending: false,
      emptyMessage: 'Please write something.',
      onSubmit: unsaved,
      initialBody: 'x'.repeat(2001),
    }
    const { unmount } = render(
      <CommentForm {...props} rules={MEMORY_COMMENT_RULES} failurePrefix="We could not save." />,
    )
    expect(screen.getByText('1 character over the limit of 2,000.')).toBeTruthy()
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true')
    unmount()

    render(<CommentForm {...props} rules={SECTION_COMMENT_RULES} />)
    expect(screen.queryByText(/characters/)).toBeNull()
    expect(screen.getByRole('textbox').getAttribute('maxLength')).toBe('2000')
  })

  it('says a refusal in a summary that takes focus when the form has no words of its own for it', async () => {
    render(
      <CommentForm
        rules={SECTION_COMMENT_RULES}
        label="Your comment"
        formLabel="Edit your comment"
        submitLabel="Save changes"
        pendingLabel="Saving…"
        pending={false}
        emptyMessage="Please write something, or delete the comment."
        initialBody="Walking helped."
        onSubmit={unsaved}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const summary = await screen.findByRole('group')
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(screen.getByRole('textbox')).toHaveProperty('value', 'Walking helped.')
  })
})
