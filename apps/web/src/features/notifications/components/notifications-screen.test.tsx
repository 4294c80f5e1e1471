import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import {
  ALL_SEEN,
  LIST,
  notification,
  notificationPage,
  readPath,
  summary,
  SUMMARY,
} from '../testing/notification-fixtures'
import { NotificationsScreen } from './notifications-screen'

const empty = jsonResponse(200, notificationPage([]))

/**
 * The page's calls: the four lists, each empty unless `answers` gives it, marking all seen (`marked`
 * of them), the bell's summary, and whatever else `answers` adds.
 */
const screenApi = (answers: Parameters<typeof fakeApi>[0], marked = 0) =>
  fakeApi({
    [LIST.me_too]: empty,
    [LIST.me_too_love]: empty,
    [LIST.memory_love]: empty,
    [LIST.general]: empty,
    [ALL_SEEN]: jsonResponse(200, { marked }),
    [SUMMARY]: jsonResponse(200, summary()),
    ...answers,
  })

function renderScreen() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/home/notifications" element={<NotificationsScreen />} />
        <Route path="/memories/m/:link" element={<h1>The memory’s page</h1>} />
      </Routes>
    </>,
    { path: '/home/notifications' },
  )
}

const section = (name: string) => screen.getByRole('region', { name })

describe('the notifications page', () => {
  it('shows the four families, marks unread ones in words, and says kindly when one is empty', async () => {
    const meTooPage = notificationPage([notification(1), notification(2, { read: true })])
    screenApi({ [LIST.me_too]: jsonResponse(200, meTooPage) }, 1)
    renderScreen()
    const meToo = await screen.findByRole('list', { name: 'Me too' })
    const unread = within(meToo).getByRole('link', {
      name: 'Unread: Person 1 said me too to “The long winter”',
    })
    expect(within(unread).getByText('Unread')).toBeTruthy()
    const read = within(meToo).getByRole('link', { name: 'Person 2 said me too to “The long winter”' })
    expect(within(read).queryByText('Unread')).toBeNull()
    for (const name of ['Me too', 'Love on your me toos', 'Love on your memories', 'Everything else'])
      expect(section(name)).toBeTruthy()
    expect(await within(section('Love on your me toos')).findByText(/No love back yet/)).toBeTruthy()
    expect(within(section('Everything else')).getByText(/Nothing else for now/)).toBeTruthy()
  })

  it('marks everything seen on opening, once, and again with "Mark all as seen", which says so', async () => {
    const api = screenApi({}, 3)
    renderScreen()
    await waitFor(() => expect(api.requestsTo(ALL_SEEN)).toHaveLength(1))
    expect(screen.queryByText('All your notifications are marked as seen.')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }))
    expect(await screen.findByText('All your notifications are marked as seen.')).toBeTruthy()
    expect(api.requestsTo(ALL_SEEN)).toHaveLength(2)
  })

  it('marks a notification read before opening what it is about', async () => {
    document.cookie = 'csrfToken=tok; path=/'
    let answerRead = () => {}
    const api = screenApi({
      [LIST.me_too]: jsonResponse(200, notificationPage([notification(5)])),
      [readPath(5)]: () =>
        new Promise<Response>((resolve) => {
          answerRead = () => resolve(jsonResponse(200, { marked: 1 }))
        }),
    })
    renderScreen()
    await userEvent.click(
      await screen.findByRole('link', { name: 'Unread: Person 5 said me too to “The long winter”' }),
    )
    await waitFor(() => expect(api.called(readPath(5))).toBe(true))
    expect(screen.queryByRole('heading', { name: 'The memory’s page' })).toBeNull()
    answerRead()
    expect(await screen.findByRole('heading', { name: 'The memory’s page' })).toBeTruthy()
    // State-changing GETs send the CSRF header like any write.
    expect(api.requestsTo(readPath(5))[0]?.headers['x-csrf-token']).toBe('tok')
    expect(api.requestsTo(ALL_SEEN)[0]?.headers['x-csrf-token']).toBe('tok')
  })

  it('still opens it when marking it read fails', async () => {
    screenApi({
      [LIST.general]: jsonResponse(
        200,
        notificationPage([
          notification(8, {
            type: 'comment',
            family: 'general',
            text: 'Person 8 commented on “The long winter”',
          }),
        ]),
      ),
      [readPath(8)]: errorResponse(500, 'Something went wrong.', 'INTERNAL'),
    })
    renderScreen()
    await userEvent.click(await screen.findByRole('link', { name: /Person 8 commented/ }))
    expect(await screen.findByRole('heading', { name: 'The memory’s page' })).toBeTruthy()
  })

  it('shows ten at a time, with "Show more" for the next ten', async () => {
    const api = screenApi({
      [LIST.general]: (request: FakeRequest) =>
        request.query.get('page') === '2'
          ? jsonResponse(200, notificationPage([notification(11, { read: true })], { page: 2 }))
          : jsonResponse(
              200,
              notificationPage(
                Array.from({ length: 10 }, (_, i) => notification(i + 1, { read: true })),
                { has_next: true },
              ),
            ),
    })
    renderScreen()
    const list = await screen.findByRole('list', { name: 'Everything else' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    await userEvent.click(screen.getByRole('button', { name: 'Show more in Everything else' }))
    expect(await within(list).findByText('Person 11 said me too to “The long winter”')).toBeTruthy()
    expect(api.requestsTo(LIST.general).map((r) => r.query.get('limit'))).toEqual(['10', '10'])
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull()
  })
})
