import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { useNotificationSummary } from '../api/get-notification-summary'
import { useNotifications } from '../api/get-notifications'
import {
  fakeEventSources,
  LIST,
  notification,
  notificationPage,
  summary,
  SUMMARY,
} from '../testing/notification-fixtures'
import { useLiveNotifications } from './use-live-notifications'

/** A list of me toos kept live, and the total as the bell would show it. */
function LiveList() {
  useLiveNotifications()
  const list = useNotifications('me_too')
  const total = useNotificationSummary().data?.total
  return (
    <>
      <p>Total: {total ?? 'unknown'}</p>
      <ul>
        {list.data?.pages
          .flatMap((page) => page.results)
          .map((item) => (
            <li key={item.id}>{item.text}</li>
          ))}
      </ul>
    </>
  )
}

describe('useLiveNotifications', () => {
  it('applies a new notification: the counts at once, the list fetched again', async () => {
    const streams = fakeEventSources()
    let stored = [notification(1)]
    const api = fakeApi({
      [LIST.me_too]: () => jsonResponse(200, notificationPage(stored)),
      [SUMMARY]: jsonResponse(200, summary({ me_too: 1 })),
    })
    const { unmount } = renderWithProviders(<LiveList />)
    expect(await screen.findByText('Person 1 said me too to “The long winter”')).toBeTruthy()
    expect(streams).toHaveLength(1)

    stored = [notification(2), ...stored]
    streams[0]?.send('notification', { notification: notification(2), summary: summary({ me_too: 2 }) })
    expect(await screen.findByText('Total: 2')).toBeTruthy()
    expect(await screen.findByText('Person 2 said me too to “The long winter”')).toBeTruthy()
    expect(api.requestsTo(LIST.me_too)).toHaveLength(2)

    // Signing out unmounts the bell: its stream closes.
    unmount()
    expect(streams[0]?.closed).toBe(true)
  })

  it('takes new counts from a summary event, and reads everything again when the stream (re)opens', async () => {
    const streams = fakeEventSources()
    const api = fakeApi({
      [LIST.me_too]: jsonResponse(200, notificationPage([])),
      [SUMMARY]: () => jsonResponse(200, summary({ general: 5 })),
    })
    renderWithProviders(<LiveList />)
    expect(await screen.findByText('Total: 5')).toBeTruthy()
    streams[0]?.send('summary', summary({ general: 3 }))
    expect(await screen.findByText('Total: 3')).toBeTruthy()

    // What happened while it was away is not replayed to a new stream: the counts are asked for.
    const before = api.requestsTo(SUMMARY).length
    streams[0]?.open()
    expect(await screen.findByText('Total: 5')).toBeTruthy()
    expect(api.requestsTo(SUMMARY).length).toBeGreaterThan(before)
  })
})
