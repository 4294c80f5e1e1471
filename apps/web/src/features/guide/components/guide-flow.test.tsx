import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { useGuideSessionStore } from '../stores/guide-session-store'
import { useGuideStore } from '../stores/guide-store'
import {
  API,
  answer,
  answerList,
  emptyComments,
  groups,
  groupWithItems,
  report,
  SESSION_ID,
} from '../testing/guide-fixtures'
import { withGuideSession } from '../testing/guide-device'

const answers = [answer(12, 'yes', true)]
const routes = {
  [`GET ${API}/groups/all/`]: jsonResponse(200, { results: groups }),
  [`GET ${API}/groups/by_ids/`]: () =>
    jsonResponse(200, { results: [groupWithItems(useGuideStore.getState().currentGroupId ?? 1, answers)] }),
  [`GET ${API}/user_answer/list/${SESSION_ID}/`]: jsonResponse(200, answerList(answers)),
  [`POST ${API}/report/generate/`]: jsonResponse(200, report('partial')),
  [`POST ${API}/report/generate-complete/`]: jsonResponse(200, report('complete')),
  [`GET ${API}/comments/list/`]: jsonResponse(200, emptyComments),
  [`GET ${API}/vote-page-load/`]: jsonResponse(200, { results: [] }),
  [`DELETE ${API}/sessions/${SESSION_ID}/`]: new Response(null, { status: 204 }),
}

// The questions and the report load lazily; here each is transformed the first time it is asked for,
// which on a busy machine took longer than a test may. Loaded once beforehand, the tests time the flow.
beforeAll(async () => {
  await Promise.all([import('./questions/questions-screen'), import('./report/report-screen')])
}, 120_000)

beforeEach(withGuideSession)

describe('from the questions to the report', () => {
  it('"See my report so far" builds a partial report, labelled as such, and keeps its id', async () => {
    const api = fakeApi(routes)
    renderApp('/guide')
    await userEvent.click(await screen.findByRole('button', { name: 'See my report so far' }))
    const heading = await screen.findByRole('heading', { level: 2, name: /Your report/ })
    expect(heading.textContent).toContain('Not finished')
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(api.bodiesOf(`POST ${API}/report/generate/`)).toEqual([{ session_id: SESSION_ID }])
    expect(useGuideStore.getState()).toMatchObject({ myReportId: 7, goToReport: true })

    await userEvent.click(screen.getAllByRole('button', { name: 'Back to the questions' })[0]!)
    expect(await screen.findByRole('heading', { level: 2, name: /Group 1 of 2/ })).toBeTruthy()
    expect(useGuideStore.getState().goToReport).toBe(false)
  })

  it('after the last group, "I am done" builds the complete report', async () => {
    useGuideStore.getState().setData({ currentGroupId: 2 })
    const api = fakeApi(routes)
    renderApp('/guide')
    await userEvent.click(await screen.findByRole('button', { name: 'I am done: see my report' }))
    const heading = await screen.findByRole('heading', { level: 2, name: /Your report/ })
    expect(heading.textContent).toContain('Complete')
    expect(api.bodiesOf(`POST ${API}/report/generate-complete/`)).toEqual([{ session_id: SESSION_ID }])
  })
})

describe('deleting the answers', () => {
  it('asks first, then deletes the session, forgets everything here and says so calmly', async () => {
    useGuideStore.getState().setData({ myReportId: 7, currentGroupId: 2 })
    useGuideStore.getState().setGoToReport(true)
    const api = fakeApi({ ...routes, [`GET ${API}/report/get/`]: jsonResponse(200, report()) })
    renderApp('/guide')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my answers…' }))
    const question = screen.getByRole('heading', { name: 'Delete your answers?' })
    await waitFor(() => expect(document.activeElement).toBe(question))
    expect(api.called(`DELETE ${API}/sessions/${SESSION_ID}/`)).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my answers' }))
    const done = await screen.findByRole('heading', { name: 'Your answers are deleted' })
    await waitFor(() => expect(document.activeElement).toBe(done))
    expect(api.called(`DELETE ${API}/sessions/${SESSION_ID}/`)).toBe(true)
    expect(useGuideSessionStore.getState().session_id).toBeNull()
    expect(useGuideStore.getState()).toMatchObject({
      myReportId: null,
      goToReport: false,
      currentGroupId: null,
    })
    expect(screen.getByRole('button', { name: 'Start the guide' })).toBeTruthy()
  })
})
