import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ModerationNote } from './moderation-note'

const renderNote = (moderation: 'held' | 'hidden' | 'removed' | null) =>
  render(
    <MemoryRouter>
      <ModerationNote moderation={moderation} />
    </MemoryRouter>,
  )

describe('the note on a memory moderation set aside', () => {
  it('says nothing when nothing is set aside', () => {
    const { container } = renderNote(null)
    expect(container.textContent).toBe('')
  })

  it('tells the author a held memory waits for a moderator', () => {
    renderNote('held')
    expect(screen.getByText('Only you can see this memory now.')).toBeTruthy()
    expect(screen.getByText(/set aside until a moderator looks at it/)).toBeTruthy()
  })

  it('points the author of a hidden memory to the notification that names the rule', () => {
    renderNote('hidden')
    expect(screen.getByText(/The moderators hid it\./)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'notifications' }).getAttribute('href')).toBe(
      '/home/notifications',
    )
  })
})
