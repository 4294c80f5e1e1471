import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/format-date'
import { SuspensionNotice, type Suspension } from './suspension-notice'

const renderNotice = (suspension: Suspension | null, place: 'page' | 'composer' | 'comment' = 'page') =>
  render(
    <MemoryRouter>
      <SuspensionNotice suspension={suspension} place={place} />
    </MemoryRouter>,
  )

const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()

describe('the notice a suspended person reads', () => {
  it('says until when they can read but not post, react, comment or connect', () => {
    renderNotice({ until: inAWeek })
    expect(screen.getByText(`Your account is suspended until ${formatDateTime(inAWeek)}.`)).toBeTruthy()
    expect(
      screen.getByText(
        /You can still read everything here, but you cannot post, react, comment or connect until then\./,
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'notifications' }).getAttribute('href')).toBe(
      '/home/notifications',
    )
  })

  it('says it lasts until a moderator lifts it when it has no end', () => {
    renderNotice({ until: null })
    expect(screen.getByText('Your account is suspended until a moderator lifts it.')).toBeTruthy()
  })

  it('speaks of the draft in the composer, and of comments above the comment form', () => {
    const { unmount } = renderNotice({ until: inAWeek }, 'composer')
    expect(screen.getByText(/your draft stays in this tab, but you cannot share it until then/)).toBeTruthy()
    unmount()
    renderNotice({ until: inAWeek }, 'comment')
    expect(screen.getByText(/you cannot write one until then/)).toBeTruthy()
  })

  it('says nothing when there is no suspension, or when it has already ended', () => {
    const { container, rerender } = renderNotice(null)
    expect(container.textContent).toBe('')
    rerender(
      <MemoryRouter>
        <SuspensionNotice suspension={{ until: new Date(Date.now() - 1000).toISOString() }} place="page" />
      </MemoryRouter>,
    )
    expect(container.textContent).toBe('')
  })
})
