import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { card } from '../../testing/memory-fixtures'
import { renderWithEnvironment } from '../../testing/render-with-environment'
import { ContentWarningGate } from './content-warning-gate'
import { MemoryCardView } from './memory-card-view'

const secret = <p>The words of the memory</p>

describe('the content warning gate', () => {
  it('shows content at once when no active filter matches its warnings', () => {
    renderWithEnvironment(<ContentWarningGate warnings={['neglect']}>{secret}</ContentWarningGate>, {
      activeFilters: ['sexual-abuse'],
    })
    expect(screen.getByText('The words of the memory')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show anyway' })).toBeNull()
  })

  it('folds matching content away, naming only the filters that matched, until "Show anyway"', async () => {
    renderWithEnvironment(
      <ContentWarningGate warnings={['neglect', 'self-harm-suicide', 'death-loss']}>
        {secret}
      </ContentWarningGate>,
      { activeFilters: ['self-harm-suicide', 'neglect', 'physical-violence'] },
    )
    expect(screen.queryByText('The words of the memory')).toBeNull()
    const note = screen.getByText(/folded away by your safety filters/)
    expect(note.textContent).toContain('Neglect and Self-harm and suicide')
    expect(note.textContent).not.toContain('Physical violence')
    expect(note.textContent).not.toContain('death')

    await userEvent.click(screen.getByRole('button', { name: 'Show anyway' }))
    const shown = screen.getByText('The words of the memory')
    // Focus lands at the start of what appeared, so reading carries on from there.
    await waitFor(() => expect(document.activeElement).toBe(shown.parentElement))
    expect(screen.queryByRole('button', { name: 'Show anyway' })).toBeNull()
  })

  it('while the person’s filters are still loading, shows nothing of content with warnings', () => {
    renderWithEnvironment(<ContentWarningGate warnings={['neglect']}>{secret}</ContentWarningGate>, {
      filtersPending: true,
    })
    expect(screen.queryByText('The words of the memory')).toBeNull()
    expect(screen.getByText('Checking your safety filters…')).toBeTruthy()
  })

  it('when the filters cannot be loaded, folds content with any warning and says why', () => {
    renderWithEnvironment(<ContentWarningGate warnings={['neglect']}>{secret}</ContentWarningGate>, {
      filtersUnknown: true,
    })
    expect(screen.queryByText('The words of the memory')).toBeNull()
    expect(screen.getByText(/could not be checked just now/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Show anyway' })).toBeTruthy()
  })

  it('while the filters load, shows content without warnings at once', () => {
    renderWithEnvironment(<ContentWarningGate warnings={[]}>{secret}</ContentWarningGate>, {
      filtersPending: true,
    })
    expect(screen.getByText('The words of the memory')).toBeTruthy()
  })

  it('hides a card’s title and its actions too, not only its text', () => {
    renderWithEnvironment(
      <MemoryCardView memory={card({ title: 'A hard night', content_warnings: ['physical-violence'] })} />,
      { activeFilters: ['physical-violence'], cardActions: () => <button type="button">I hear you</button> },
    )
    expect(screen.queryByText('A hard night')).toBeNull()
    expect(screen.queryByRole('button', { name: /I hear you/ })).toBeNull()
    expect(screen.getByText(/It may touch on Physical violence\./)).toBeTruthy()
  })

  it('shows the card’s actions (the empathy button’s slot) on a card that is not folded', () => {
    renderWithEnvironment(<MemoryCardView memory={card()} />, {
      cardActions: (memory) => <button type="button">Same here for {memory.title}</button>,
    })
    expect(screen.getByRole('link', { name: 'The blue kitchen' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Same here for The blue kitchen' })).toBeTruthy()
  })
})
