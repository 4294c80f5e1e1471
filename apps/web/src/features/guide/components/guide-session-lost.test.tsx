import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SESSION_ID_INVALID, SESSION_ID_NOT_FOUND } from '@kindred/contract/errors'
import { configureApiClient } from '@/lib/api-client-config'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { guideGoneNotice } from '../api/guide-request'
import { useGuideSessionStore } from '../stores/guide-session-store'
import { useGuideStore } from '../stores/guide-store'
import { API, answer, answerList, groups, groupWithItems, SESSION_ID } from '../testing/guide-fixtures'

// A guide session linked to an account opens only for that account, signed in (the server answers
// anyone else as for an id that does not exist). What the person meets on this browser then.

const session = { session_id: SESSION_ID, expires_at: '2030-01-01T00:00:00.000Z' }
const answers = [answer(12, 'yes', true)]
const notFound = () => errorResponse(404, SESSION_ID_NOT_FOUND, 'SESSION_NOT_FOUND')

afterEach(() => configureApiClient({}))

/** Opens /guide with a session kept here, the server answering `answerFor` for the session's calls. */
function openGuideAnswering(answerFor: (request: FakeRequest) => Response, onRefresh = () => {}) {
  useGuideSessionStore.getState().setSession(session)
  useGuideStore.getState().setData({ currentGroupId: 1, myReportId: 3 })
  const api = fakeApi({
    [`GET ${API}/groups/all/`]: jsonResponse(200, { results: groups }),
    [`GET ${API}/groups/by_ids/`]: answerFor,
    [`GET ${API}/user_answer/list/${SESSION_ID}/`]: answerFor,
    'POST /api/v1/auth/refresh': () => {
      onRefresh()
      return jsonResponse(200, {})
    },
  })
  renderApp('/guide')
  return api
}

describe('a guide this browser can no longer open', () => {
  it('after signing out (or for a visitor): forgotten here, and / says how to carry on by signing in', async () => {
    openGuideAnswering(notFound)
    expect(await screen.findByRole('heading', { level: 1, name: /A quiet place/ })).toBeTruthy()
    const notice = guideGoneNotice(SESSION_ID_NOT_FOUND, false)
    expect(notice).toMatch(/sign in and open the guide to carry on/)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(notice))
    expect(useGuideSessionStore.getState().session_id).toBeNull()
    expect(useGuideStore.getState()).toMatchObject({ myReportId: null, currentGroupId: null })
  })

  it('signed in as someone else: forgotten here, and / says the guide finds theirs', async () => {
    configureApiClient({ isSignedIn: () => true })
    openGuideAnswering(notFound)
    const notice = guideGoneNotice(SESSION_ID_NOT_FOUND, true)
    expect(notice).toMatch(/Open the guide to carry on with one you started/)
    expect(await screen.findByRole('heading', { level: 1, name: /A quiet place/ })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(notice))
    expect(useGuideSessionStore.getState().session_id).toBeNull()
  })

  it('an expired guide says that answers go after 30 days', async () => {
    openGuideAnswering(() => errorResponse(400, SESSION_ID_INVALID, 'SESSION_INVALID'))
    expect(await screen.findByRole('heading', { level: 1, name: /A quiet place/ })).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/deleted 30 days after the last visit/),
    )
    expect(useGuideSessionStore.getState().session_id).toBeNull()
  })
})

describe('a signed-in person whose sign-in lapsed while in the guide', () => {
  it('is answered 401, refreshes once, asks again and carries on: nothing is forgotten', async () => {
    configureApiClient({ isSignedIn: () => true })
    let refreshed = false
    const api = openGuideAnswering(
      (request) => {
        if (!refreshed) return errorResponse(401, 'Please sign in again.', 'UNAUTHENTICATED')
        return request.path.endsWith('/groups/by_ids/')
          ? jsonResponse(200, { results: [groupWithItems(1, answers)] })
          : jsonResponse(200, answerList(answers))
      },
      () => (refreshed = true),
    )
    expect(await screen.findByRole('heading', { level: 2, name: /Group 1 of 2/ })).toBeTruthy()
    expect(await screen.findByText('You have answered 1 of 3 questions.')).toBeTruthy()
    expect(api.requestsTo('POST /api/v1/auth/refresh')).toHaveLength(1)
    expect(useGuideSessionStore.getState().session_id).toBe(SESSION_ID)
    expect(screen.queryByRole('heading', { level: 1, name: /A quiet place/ })).toBeNull()
  })
})
