import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { ShowMoreButton } from './show-more-button'

interface Page {
  names: string[]
  next: number | null
}

/** Pages the test hands out one at a time: each load waits until the test answers it. */
function pager() {
  const waiting: { resolve: (page: Page) => void; reject: (error: Error) => void }[] = []
  return {
    load: () => new Promise<Page>((resolve, reject) => waiting.push({ resolve, reject })),
    answer: (page: Page) => waiting.shift()!.resolve(page),
    fail: (error: Error) => waiting.shift()!.reject(error),
  }
}

/** Names split over two lists by their first letter, as the requests to you and from you are. */
function Lists({ load, words }: { load: () => Promise<Page>; words?: Partial<Record<string, string>> }) {
  const query = useInfiniteQuery({
    queryKey: ['names'],
    queryFn: load,
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
  })
  const lists = useRef<HTMLDivElement>(null)
  const names = query.data?.pages.flatMap((page) => page.names) ?? []
  return (
    <div>
      <div ref={lists}>
        <ul aria-label="A to M">
          {names
            .filter((name) => name < 'N')
            .map((name) => (
              <li key={name}>{name}</li>
            ))}
        </ul>
        <ul aria-label="N to Z">
          {names
            .filter((name) => name >= 'N')
            .map((name) => (
              <li key={name}>{name}</li>
            ))}
        </ul>
      </div>
      <ShowMoreButton
        query={query}
        list={lists}
        label={words?.label}
        pendingLabel={words?.pendingLabel}
        failure={words?.failure}
      />
    </div>
  )
}

function renderLists(words?: Partial<Record<string, string>>) {
  const pages = pager()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Lists load={pages.load} words={words} />
    </QueryClientProvider>,
  )
  return pages
}

describe('the "Show more" button', () => {
  it('adds the next page below, then puts focus on the first item it added; none after the last page', async () => {
    const pages = renderLists()
    pages.answer({ names: ['Ada', 'Otto'], next: 2 })
    const more = await screen.findByRole('button', { name: 'Show more' })

    await userEvent.click(more)
    const loading = screen.getByRole('button', { name: 'Loading more…' })
    expect(loading).toHaveProperty('disabled', true)
    pages.answer({ names: ['Zoe', 'Bea'], next: null })

    // "Bea" comes first on the page, in the first list, although the server sent it second.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Bea'))
    expect(within(screen.getByRole('list', { name: 'A to M' })).getAllByRole('listitem')).toHaveLength(2)
    expect(within(screen.getByRole('list', { name: 'N to Z' })).getByText('Zoe')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Show more|Loading/ })).toBeNull()
    // Focused by the app only: the item is not a tab stop.
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1')
  })

  it('says when the next page did not come, keeps the button to try again, and gives it focus', async () => {
    const pages = renderLists()
    pages.answer({ names: ['Ada'], next: 2 })
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }))
    pages.fail(new Error('offline'))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'We could not load more. Something went wrong on our side. Please try again in a moment.',
    )
    const again = screen.getByRole('button', { name: 'Show more' })
    await waitFor(() => expect(document.activeElement).toBe(again))

    await userEvent.click(again)
    pages.answer({ names: ['Cleo'], next: 3 })
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cleo'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy()
  })

  it('takes the words of the list it serves', async () => {
    const pages = renderLists({
      label: 'Show more names',
      pendingLabel: 'Loading…',
      failure: 'We could not load more names. Please try again.',
    })
    pages.answer({ names: ['Ada'], next: 2 })
    await userEvent.click(await screen.findByRole('button', { name: 'Show more names' }))
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeTruthy()
    pages.fail(new Error('offline'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not load more names. Please try again.',
    )
  })
})
