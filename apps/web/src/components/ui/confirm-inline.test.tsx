import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmInline } from './confirm-inline'

/** A step that is sent on "Yes" and fails: the host says so beside the buttons. */
function FailingStep({ onConfirm, onKeep }: { onConfirm: () => void; onKeep: () => void }) {
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  return (
    <ConfirmInline
      danger
      question="Delete your comment? This cannot be undone."
      confirmLabel="Yes, delete it"
      pendingLabel="Deleting…"
      keepLabel="Keep it"
      pending={pending}
      onConfirm={() => {
        onConfirm()
        setPending(true)
        setFailed(false)
      }}
      onKeep={onKeep}
    >
      {failed ? <p role="alert">We could not delete your comment.</p> : null}
      <button type="button" onClick={() => (setPending(false), setFailed(true))}>
        answer with a failure
      </button>
    </ConfirmInline>
  )
}

describe('a step confirmed in place', () => {
  it('keeps focus on "Yes" while it is sent and when it fails, and sends nothing twice', async () => {
    const onConfirm = vi.fn()
    const onKeep = vi.fn()
    render(<FailingStep onConfirm={onConfirm} onKeep={onKeep} />)
    const yes = screen.getByRole('button', { name: 'Yes, delete it' })
    yes.focus()
    await userEvent.keyboard('{Enter}')

    const pending = screen.getByRole('button', { name: 'Deleting…' })
    expect(document.activeElement).toBe(pending)
    expect(pending.getAttribute('aria-disabled')).toBe('true')
    await userEvent.keyboard('{Enter}')
    // A click that does not move focus, as a pointer's on a button may not.
    screen.getByRole('button', { name: 'Keep it' }).click()
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onKeep).not.toHaveBeenCalled()

    screen.getByRole('button', { name: 'answer with a failure' }).click()
    expect(await screen.findByRole('alert')).toBeTruthy()
    const again = screen.getByRole('button', { name: 'Yes, delete it' })
    expect(again.getAttribute('aria-disabled')).toBeNull()
    expect(document.activeElement).toBe(again)
  })
})
