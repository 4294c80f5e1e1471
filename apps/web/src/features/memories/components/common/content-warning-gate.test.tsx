import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { card, searchResult } from '../../testing/memory-fixtures'
import { renderWithEnvironment } from '../../testing/render-with-environment'
import { ContentWarningGate } from './content-warning-gate'
import { SearchResultCard } from '../search/search-result'
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

  describe('on one’s own content', () => {
    it('never folds it, whatever the filters, and names its warnings as other readers see them', () => {
      renderWithEnvironment(
        <ContentWarningGate warnings={['neglect', 'self-harm-suicide']} isMine>
          {secret}
        </ContentWarningGate>,
        { activeFilters: ['self-harm-suicide'] },
      )
      expect(screen.getByText('The words of the memory')).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Show anyway' })).toBeNull()
      expect(screen.queryByText(/folded away by your safety filters/)).toBeNull()
      expect(
        screen.getByText(
          'Your content warnings: Neglect and Self-harm and suicide. Readers who turned on any of these safety filters see this memory folded away until they choose to open it.',
        ),
      ).toBeTruthy()
    })

    it('does not wait for the filters, nor fold when they cannot be loaded', () => {
      const { unmount } = renderWithEnvironment(
        <ContentWarningGate warnings={['neglect']} isMine>
          {secret}
        </ContentWarningGate>,
        { filtersPending: true },
      )
      expect(screen.getByText('The words of the memory')).toBeTruthy()
      expect(
        screen.getByText(/^Your content warning: Neglect\. Readers who turned on that safety filter/),
      ).toBeTruthy()
      unmount()
      renderWithEnvironment(
        <ContentWarningGate warnings={['neglect']} isMine>
          {secret}
        </ContentWarningGate>,
        { filtersUnknown: true },
      )
      expect(screen.getByText('The words of the memory')).toBeTruthy()
      expect(screen.queryByText(/could not be checked just now/)).toBeNull()
    })

    it('says nothing more on one’s own content without warnings', () => {
      renderWithEnvironment(
        <ContentWarningGate warnings={[]} isMine>
          {secret}
        </ContentWarningGate>,
        { activeFilters: ['neglect'] },
      )
      expect(screen.getByText('The words of the memory')).toBeTruthy()
      expect(screen.queryByText(/content warning/)).toBeNull()
    })

    it('shows one’s own card and search result open, with their titles, and still folds someone else’s', () => {
      const filters = { activeFilters: ['physical-violence' as const] }
      const warned = { content_warnings: ['physical-violence' as const] }
      renderWithEnvironment(
        <>
          <MemoryCardView memory={card({ ...warned, title: 'A hard night', is_mine: true })} />
          <SearchResultCard
            result={searchResult({
              ...warned,
              is_mine: true,
              title_highlight: [{ text: 'The hallway', match: false }],
            })}
          />
          <MemoryCardView memory={card({ ...warned, title: 'Someone else’s night', is_mine: false })} />
        </>,
        filters,
      )
      expect(screen.getByRole('link', { name: 'A hard night' })).toBeTruthy()
      expect(screen.getByRole('link', { name: 'The hallway' })).toBeTruthy()
      expect(screen.getAllByText('Your content warning: Physical violence.')).toHaveLength(2)
      expect(screen.queryByText('Someone else’s night')).toBeNull()
      expect(screen.getAllByRole('button', { name: 'Show anyway' })).toHaveLength(1)
    })

    it('on one’s own card, names the warnings in one line after the words, not in a note before them', () => {
      renderWithEnvironment(
        <MemoryCardView
          memory={card({
            is_mine: true,
            content_warnings: ['neglect', 'self-harm-suicide'],
            excerpt: 'We had a blue kitchen.',
          })}
        />,
      )
      const words = screen.getByText('We had a blue kitchen.')
      const mark = screen.getByText('Your content warnings: Neglect and Self-harm and suicide.')
      expect(words.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      expect(screen.queryByText(/until they choose to open it/)).toBeNull()
    })
  })
})
