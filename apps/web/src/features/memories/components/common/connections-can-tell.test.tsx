import { i18n } from '@lingui/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Memory } from '@kindred/contract/memories'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { ANONYMOUS_WORDS } from '../../lib/memory-words'
import { card, memory, searchResult } from '../../testing/memory-fixtures'
import { renderWithEnvironment } from '../../testing/render-with-environment'
import { MemoryDetail } from '../detail/memory-detail'
import { SearchResultCard } from '../search/search-result'
import { MemoryCardView } from './memory-card-view'

// A memory saved for connections without a name before that pair was refused: its author is told,
// wherever they see it, that their connections can tell it is theirs, and how to change it. And a
// moderator who sees who wrote an anonymous memory is told in words that nobody else does.

const savedBefore = { visibility: 'connections', anonymous: true } as const
const DETAILS = 'GET /memories/api/v1/memories/get-details-bulk/'
const MORE = 'GET /memories/api/v1/user_memories/heron/5/'
const otherMemory = card({ hash_id: 'other1', shareable_link: 'the-garden-x1', title: 'The garden' })

function onItsPage(shown: Memory) {
  const api = fakeApi({
    [DETAILS]: jsonResponse(200, { results: [shown], missing: [] }),
    [MORE]: jsonResponse(200, { results: [otherMemory] }),
  })
  renderWithEnvironment(<MemoryDetail shareableLink="the-blue-kitchen-k3x9q2" />)
  return api
}

describe('the author’s note on a memory for connections without their name', () => {
  it('is on their card (feed, my memories) and their search result, saying how to change it', () => {
    renderWithEnvironment(
      <>
        <MemoryCardView memory={card({ ...savedBefore, is_mine: true, title: 'Mine' })} />
        <SearchResultCard result={searchResult({ ...savedBefore, is_mine: true, title: 'Found' })} />
      </>,
    )
    expect(screen.getAllByText(i18n._(ANONYMOUS_WORDS.connectionsCanTell))).toHaveLength(2)
    expect(screen.getAllByText(new RegExp(i18n._(ANONYMOUS_WORDS.howToChange)))).toHaveLength(2)
    expect(screen.getAllByText('Shared with your connections, without your name')).toHaveLength(2)
  })

  it('is for its author only, and only for that pair', () => {
    renderWithEnvironment(
      <>
        <MemoryCardView memory={card({ ...savedBefore, author: null, title: 'A friend’s' })} />
        <MemoryCardView memory={card({ is_mine: true, anonymous: true, title: 'Mine, for all' })} />
        <MemoryCardView memory={card({ is_mine: true, visibility: 'connections', title: 'Mine, named' })} />
      </>,
    )
    expect(screen.queryByText(i18n._(ANONYMOUS_WORDS.connectionsCanTell))).toBeNull()
  })

  it('opens the composer from the memory’s page, where the memory may be kept as it is', async () => {
    onItsPage(memory({ ...savedBefore, is_mine: true }))
    expect(await screen.findByText(i18n._(ANONYMOUS_WORDS.connectionsCanTell))).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: i18n._(ANONYMOUS_WORDS.changeButton) }))
    // The composer loads when Edit is pressed (decision 062).
    expect(await screen.findByRole('form', { name: 'Edit your memory' })).toBeTruthy()
    expect(screen.getByText(i18n._(ANONYMOUS_WORDS.keptInComposer))).toBeTruthy()
  })
})

describe('a moderator reading an anonymous memory', () => {
  const forModerator = memory({ anonymous: true, is_mine: false })

  it('sees the name marked “anonymous to everyone else”, in words on the page', async () => {
    onItsPage(forModerator)
    const byline = await screen.findByText(/Quiet Heron/)
    expect(byline.textContent).toBe(`Quiet Heron (${i18n._(ANONYMOUS_WORDS.forModerators)})`)
    expect(screen.queryByText(i18n._(ANONYMOUS_WORDS.connectionsCanTell))).toBeNull()
  })

  it('is offered no “More from” the author, which would tie the two', async () => {
    const api = onItsPage(forModerator)
    expect(await screen.findByRole('heading', { name: 'The blue kitchen' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: /More from/ })).toBeNull()
    expect(api.called(MORE)).toBe(false)
  })

  it('still finds “More from” on a named memory, and no mark', async () => {
    onItsPage(memory())
    expect(await screen.findByRole('heading', { name: 'More from Quiet Heron' })).toBeTruthy()
    expect(screen.queryByText(new RegExp(i18n._(ANONYMOUS_WORDS.forModerators)))).toBeNull()
  })
})
