import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { sectionComment } from '@/features/comments/testing/section-comment-fixtures'
import { useGuideSessionStore } from '@/features/guide/stores/guide-session-store'
import { useGuideStore } from '@/features/guide/stores/guide-store'
import {
  API,
  answer,
  answerList,
  emptyComments,
  groups,
  groupWithItems,
  report,
  SESSION_ID,
} from '@/features/guide/testing/guide-fixtures'
import { sharingNameCategory } from '@/features/preferences/testing/sharing-name-options'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { wireApiClient } from '../session-wiring'

const session = { session_id: SESSION_ID, expires_at: '2030-01-01T00:00:00.000Z' }

const guideRoutes = (answers = [answer(12, 'yes', true)]) => ({
  [`POST ${API}/sessions/create/`]: jsonResponse(201, session),
  [`GET ${API}/groups/all/`]: jsonResponse(200, { results: groups }),
  [`GET ${API}/groups/by_ids/`]: () =>
    jsonResponse(200, { results: [groupWithItems(useGuideStore.getState().currentGroupId ?? 1, answers)] }),
  [`GET ${API}/user_answer/list/${SESSION_ID}/`]: jsonResponse(200, answerList(answers)),
})

describe('/guide: consent', () => {
  it('explains what is kept, for how long, that it is no diagnosis, and where help is', async () => {
    renderApp('/guide')
    const main = screen.getByRole('main')
    await screen.findByRole('heading', { name: 'Before you begin' })
    expect(main.textContent).toContain('30 days after your last visit, then deleted automatically')
    expect(main.textContent).toContain('delete them yourself at any time')
    expect(main.textContent).toContain('not a diagnosis')
    expect(within(main).getByRole('link', { name: 'help page' }).getAttribute('href')).toBe('/help')
  })

  it('sends nothing before the person agrees, then starts a session with consent and opens group 1', async () => {
    const api = fakeApi(guideRoutes([]))
    renderApp('/guide')
    await userEvent.click(await screen.findByRole('button', { name: 'Start the guide' }))

    const checkbox = screen.getByRole('checkbox', { name: /I agree that my answers are kept/ })
    expect(screen.getByText(/Please tick the box to agree/)).toBeTruthy()
    expect(document.activeElement).toBe(checkbox)
    expect(api.fetchMock).not.toHaveBeenCalled()
    expect(useGuideSessionStore.getState().session_id).toBeNull()

    await userEvent.click(checkbox)
    await userEvent.click(screen.getByRole('button', { name: 'Start the guide' }))

    const heading = await screen.findByRole('heading', { level: 2, name: /Group 1 of 2/ })
    expect(api.bodiesOf(`POST ${API}/sessions/create/`)).toEqual([{ consent: true }])
    expect(useGuideSessionStore.getState().session_id).toBe(session.session_id)
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(await screen.findByText('You have answered 0 of 3 questions.')).toBeTruthy()
    expect(useGuideStore.getState().flags.onboarding).toBe(false)
  })
})

describe('/guide: pause and resume', () => {
  it('opens the group the person was on, with their answers, without taking focus', async () => {
    useGuideSessionStore.getState().setSession(session)
    useGuideStore.getState().setData({ currentGroupId: 1 })
    const api = fakeApi(guideRoutes())
    renderApp('/guide')

    const group = await screen.findByRole('radiogroup', { name: /hurt badly enough to leave a mark/ })
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true),
    )
    expect(await screen.findByText(/Welcome back/)).toBeTruthy()
    expect(screen.getByText('You have answered 1 of 3 questions.')).toBeTruthy()
    expect(api.called(`POST ${API}/sessions/create/`)).toBe(false)
    expect(document.activeElement?.tagName).not.toBe('H2')
    expect(useGuideStore.getState().flags).toMatchObject({ sessionFetched: true, fetchingAnswers: false })
  })

  it('goes Back and Next between groups and remembers where the person is', async () => {
    useGuideSessionStore.getState().setSession(session)
    fakeApi(guideRoutes())
    renderApp('/guide')
    await userEvent.click(await screen.findByRole('button', { name: 'Next group' }))
    const heading = await screen.findByRole('heading', { level: 2, name: /Group 2 of 2/ })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(useGuideStore.getState().currentGroupId).toBe(2)
    expect(screen.getByRole('button', { name: 'I am done: see my report' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Back to the previous group' }))
    expect(await screen.findByRole('heading', { level: 2, name: /Group 1 of 2/ })).toBeTruthy()
  })

  it('resumes a signed-in person’s guide from another device, or starts afresh on a 404', async () => {
    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    fakeApi({ ...guideRoutes(), [`GET ${API}/sessions/current/`]: jsonResponse(200, session) })
    const first = renderApp('/guide')
    expect(await screen.findByRole('heading', { level: 2, name: /Group 1 of 2/ })).toBeTruthy()
    expect(useGuideSessionStore.getState().session_id).toBe(SESSION_ID)
    first.unmount()

    useGuideSessionStore.getState().clearSession()
    fakeApi({
      [`GET ${API}/sessions/current/`]: errorResponse(
        404,
        'You have no guide in progress.',
        'NO_GUIDE_SESSION',
      ),
    })
    renderApp('/guide')
    expect(await screen.findByRole('heading', { name: 'Before you begin' })).toBeTruthy()
    expect(screen.getByText(/linked to your account/)).toBeTruthy()
  })

  it('opens a signed-in person’s kept guide, finished on another device, on its report; "Back to the questions" stays (issue 34)', async () => {
    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    useGuideSessionStore.getState().setSession(session)
    useGuideStore.getState().setData({ currentGroupId: 1 })
    const answers = [answer(12, 'yes', true)]
    const finished = { ...answerList(answers), completed: true, report_id: 7 }
    let answersIn = () => {}
    const held = new Promise<void>((resolve) => (answersIn = resolve))
    const list = `GET ${API}/user_answer/list/${SESSION_ID}/`
    const api = fakeApi({
      ...guideRoutes(answers),
      [list]: async () => {
        await held
        return jsonResponse(200, finished)
      },
      [`POST ${API}/user_answer/`]: jsonResponse(200, { answer: answer(11, 'never', false) }),
      [`GET ${API}/report/get/`]: jsonResponse(200, report()),
      [`GET ${API}/comments/list/`]: jsonResponse(200, emptyComments),
      [`GET ${API}/vote-page-load/`]: jsonResponse(200, { results: [] }),
    })
    renderApp('/guide')

    // Until the answers are in, nothing of the questions is drawn: they may say it is finished.
    expect(await screen.findByText('Restoring your answers…')).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 2, name: /Group/ })).toBeNull()
    answersIn()
    const heading = await screen.findByRole('heading', { level: 2, name: /Your report/ })
    expect(heading.textContent).toContain('Complete')
    expect(screen.queryByText(/Welcome back/)).toBeNull()
    expect(useGuideStore.getState()).toMatchObject({ myReportId: 7, finished: true, goToReport: true })

    // Going back to the answers is a choice, and fetching them again (as the questions open, and
    // after an answer is saved) does not undo it.
    await userEvent.click(screen.getAllByRole('button', { name: 'Back to the questions' })[0]!)
    const group = await screen.findByRole('radiogroup', { name: /put you down/ })
    await waitFor(() => expect(useGuideStore.getState().flags.fetchingAnswers).toBe(false))
    const fetched = api.requestsTo(list).length
    await userEvent.click(within(group).getByRole('radio', { name: 'Never' }))
    await waitFor(() => expect(api.requestsTo(list)).toHaveLength(fetched + 1))
    await waitFor(() => expect(useGuideStore.getState().flags.fetchingAnswers).toBe(false))
    expect(screen.getByRole('heading', { level: 2, name: /Group 1 of 2/ })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 2, name: /Your report/ })).toBeNull()
    expect(useGuideStore.getState()).toMatchObject({ finished: true, goToReport: false })
  })

  it('forgets a session the server no longer knows, and goes to /', async () => {
    wireApiClient()
    useGuideSessionStore.getState().setSession(session)
    useGuideStore.getState().setData({ myReportId: 3, currentGroupId: 2 })
    fakeApi({
      [`GET ${API}/groups/all/`]: jsonResponse(200, { results: groups }),
      [`GET ${API}/groups/by_ids/`]: errorResponse(404, 'session_id is not found', 'SESSION_NOT_FOUND'),
      [`GET ${API}/user_answer/list/${SESSION_ID}/`]: errorResponse(
        404,
        'session_id is not found',
        'SESSION_NOT_FOUND',
      ),
    })
    renderApp('/guide')
    expect(await screen.findByRole('heading', { level: 1, name: /A quiet place/ })).toBeTruthy()
    expect(useGuideSessionStore.getState().session_id).toBeNull()
    expect(useGuideStore.getState()).toMatchObject({ myReportId: null, currentGroupId: null })
  })
})

describe('/guide: comments when signed in', () => {
  const MINE = 'GET /api/v1/user-preference/get-user-preferences'
  /** The report with one section open for comments, for someone whose default is `sharing`. */
  async function commentAs(sharing: string) {
    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    useGuideSessionStore.getState().setSession(session)
    useGuideStore.getState().setData({ myReportId: 7 })
    useGuideStore.getState().setGoToReport(true)
    const api = fakeApi({
      [MINE]: jsonResponse(200, {
        categories: [sharingNameCategory(sharing)],
        totals: { safety_filters: 0, active_safety_filters: 0 },
      }),
      [`GET ${API}/report/get/`]: jsonResponse(200, report()),
      [`GET ${API}/comments/list/`]: jsonResponse(200, emptyComments),
      [`GET ${API}/vote-page-load/`]: jsonResponse(200, { results: [] }),
      [`POST ${API}/comments/`]: jsonResponse(201, sectionComment({ id: 5, mine: true })),
    })
    renderApp('/guide')
    const section = await screen.findByRole('region', { name: /Physical abuse/ })
    expect(within(section).queryByText(/posted anonymously/)).toBeNull()
    // The comments come with their own chunk once the section is shown (decision 062).
    await userEvent.click(await within(section).findByRole('button', { name: 'Add yours' }))
    await userEvent.type(
      within(section).getByRole('textbox', { name: /Share what helped you/ }),
      'Time helped.',
    )
    await waitFor(() => expect(api.called(MINE)).toBe(true))
    const box = within(section).getByRole('checkbox', { name: 'Post anonymously, without my name' })
    return { api, section, box }
  }
  const sent = (anonymous: boolean) => [
    {
      session_id: SESSION_ID,
      section_slug: 'trauma-physical-abuse',
      trauma_slug: 'physical-abuse',
      body: 'Time helped.',
      anonymous,
    },
  ]

  it('starts without the name (decision 057), and sends the choice made (visitors are always anonymous)', async () => {
    const { api, section, box } = await commentAs('without-my-name')
    expect(box).toHaveProperty('checked', true)
    await userEvent.click(box)
    await userEvent.click(box)
    await userEvent.click(within(section).getByRole('button', { name: 'Post my comment' }))
    await waitFor(() => expect(api.bodiesOf(`POST ${API}/comments/`)).toEqual(sent(true)))
  })

  it('starts under the name for someone who chose "Under my name by default"', async () => {
    const { api, section, box } = await commentAs('under-my-name')
    await waitFor(() => expect(box).toHaveProperty('checked', false))
    await userEvent.click(within(section).getByRole('button', { name: 'Post my comment' }))
    await waitFor(() => expect(api.bodiesOf(`POST ${API}/comments/`)).toEqual(sent(false)))
  })
})
