import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { card, memory, OTHERS_ABILITIES, VISITORS_ABILITIES } from '../../testing/memory-fixtures'
import { renderWithEnvironment } from '../../testing/render-with-environment'
import { MemoryDetail } from '../detail/memory-detail'
import { MemoryCardView } from './memory-card-view'

const authorMenu = (author: { display_name: string }) => (
  <button type="button">Options for {author.display_name}</button>
)

describe('the slots other features fill', () => {
  it('render nothing by default', () => {
    renderWithEnvironment(<MemoryCardView memory={card()} />)
    expect(screen.getByRole('link', { name: 'The blue kitchen' })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('put the card actions on a card, and the author menu beside a named author', () => {
    renderWithEnvironment(<MemoryCardView memory={card({ abilities: OTHERS_ABILITIES })} />, {
      cardActions: (shown) => <button type="button">React to {shown.shareable_link}</button>,
      authorMenu,
    })
    expect(screen.getByRole('button', { name: 'React to the-blue-kitchen-k3x9q2' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Options for Quiet Heron' })).toBeTruthy()
  })

  it('never offer the author menu for an anonymous memory or your own', () => {
    renderWithEnvironment(
      <>
        <MemoryCardView memory={card({ author: null, anonymous: true, title: 'Anonymous' })} />
        <MemoryCardView memory={card({ is_mine: true, title: 'Mine' })} />
        {/* A moderator is shown who wrote an anonymous one; its answer offers nobody its author. */}
        <MemoryCardView
          memory={card({
            abilities: { ...OTHERS_ABILITIES, connect: false },
            anonymous: true,
            author: { public_id: 'wren', display_name: 'Still Wren' },
            title: 'Anonymous, named for a moderator',
          })}
        />
      </>,
      { authorMenu },
    )
    expect(screen.getByText('Shared anonymously')).toBeTruthy()
    expect(screen.getByText(/Still Wren/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Options for/ })).toBeNull()
  })

  it('never offer the author menu to a visitor', () => {
    renderWithEnvironment(<MemoryCardView memory={card({ abilities: VISITORS_ABILITIES })} />, {
      authorMenu,
      signedIn: false,
    })
    expect(screen.getByRole('link', { name: 'The blue kitchen' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Options for/ })).toBeNull()
  })

  describe('on a memory’s page', () => {
    const pageSlots = {
      pageReactions: (shown: { title: string }) => <button type="button">Love {shown.title}</button>,
      pageActions: (_shown: unknown, author: { display_name: string } | null) => (
        <button type="button">Connect with {author?.display_name ?? 'nobody named'}</button>
      ),
      authorSection: () => <h2>Who said me too</h2>,
      comments: (shown: { title: string }) => <h2>Comments on {shown.title}</h2>,
    }
    const page = (found: ReturnType<typeof memory>, signedIn = true) => {
      fakeApi({
        'GET /memories/api/v1/memories/get-details-bulk/': jsonResponse(200, {
          results: [found],
          missing: [],
        }),
      })
      return renderWithEnvironment(<MemoryDetail shareableLink="the-blue-kitchen-k3x9q2" />, {
        ...pageSlots,
        signedIn,
      })
    }

    it('put the reactions, the actions with its named author, and the comments on someone else’s', async () => {
      page(memory({ abilities: OTHERS_ABILITIES }))
      expect(await screen.findByRole('button', { name: 'Love The blue kitchen' })).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Connect with Quiet Heron' })).toBeTruthy()
      expect(screen.getByRole('heading', { name: 'Comments on The blue kitchen' })).toBeTruthy()
      expect(screen.queryByRole('heading', { name: 'Who said me too' })).toBeNull()
    })

    it('give the actions no author for an anonymous memory', async () => {
      page(memory({ anonymous: true, abilities: { ...OTHERS_ABILITIES, connect: false } }))
      expect(await screen.findByRole('button', { name: 'Connect with nobody named' })).toBeTruthy()
    })

    it('put the author’s section on their own, and no actions', async () => {
      page(memory({ is_mine: true }))
      expect(await screen.findByRole('heading', { name: 'Who said me too' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: /Connect with/ })).toBeNull()
      expect(screen.getByRole('button', { name: 'Love The blue kitchen' })).toBeTruthy()
    })

    it('give a visitor the reactions and the comments only', async () => {
      page(memory({ abilities: VISITORS_ABILITIES }), false)
      expect(await screen.findByRole('heading', { name: 'Comments on The blue kitchen' })).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Love The blue kitchen' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: /Connect with/ })).toBeNull()
    })
  })

  it('put the moderation note above a memory set aside, for its author, and nothing above others', async () => {
    const setAside = memory({
      is_mine: true,
      moderation: {
        state: 'hidden',
        rule_label: 'Spam or advertising',
        appeal: 'available',
        appeal_waits_for_another_moderator: false,
      },
    })
    fakeApi({
      'GET /memories/api/v1/memories/get-details-bulk/': (request) =>
        jsonResponse(200, {
          results: [
            request.query.get('shareable_links') === 'set-aside'
              ? { ...setAside, shareable_link: 'set-aside' }
              : memory(),
          ],
          missing: [],
        }),
    })
    const moderationNote = (shown: { shareable_link: string; moderation: unknown }) => (
      <p>{`Note on ${shown.shareable_link}`}</p>
    )
    const { unmount } = renderWithEnvironment(<MemoryDetail shareableLink="set-aside" />, { moderationNote })
    const note = await screen.findByText('Note on set-aside')
    expect(
      note.compareDocumentPosition(screen.getByRole('article')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    unmount()

    renderWithEnvironment(<MemoryDetail shareableLink="the-blue-kitchen-k3x9q2" />, { moderationNote })
    expect(await screen.findByRole('heading', { name: 'The blue kitchen' })).toBeTruthy()
    expect(screen.queryByText(/Note on/)).toBeNull()
  })
})
