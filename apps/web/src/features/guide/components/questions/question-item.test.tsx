import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { useGuideStore } from '../../stores/guide-store'
import {
  API,
  answer,
  answerList,
  groups,
  groupWithItems,
  physicalAbuseDetail,
  resultCard,
  SESSION_ID,
} from '../../testing/guide-fixtures'
import { withGuideSession } from '../../testing/guide-device'

const routes = (answers = [answer(11, 'never', false)]) => ({
  [`GET ${API}/groups/all/`]: jsonResponse(200, { results: groups }),
  [`GET ${API}/groups/by_ids/`]: jsonResponse(200, { results: [groupWithItems(1, answers)] }),
  [`GET ${API}/user_answer/list/${SESSION_ID}/`]: jsonResponse(200, answerList(answers)),
})

const question = (name: RegExp) => screen.findByRole('radiogroup', { name })

beforeEach(withGuideSession)

describe('answering a question', () => {
  it('is a radio group named by the prompt, described by the help text, with "I\'d rather not say"', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const group = await question(/leave a mark/)
    expect(group.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Any injury counts.',
    )
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no', 'rather-not-say'])
    expect(within(group).getByRole('radio', { name: "I'd rather not say" })).toBeTruthy()
  })

  it('saves a choice, shows a gentle result card for an answer that counts, and announces it politely', async () => {
    let release: () => void = () => {}
    const saved = new Promise<void>((resolve) => (release = resolve))
    const api = fakeApi({
      ...routes(),
      [`POST ${API}/user_answer/`]: async () => {
        await saved
        return jsonResponse(200, { answer: answer(12, 'yes', true, 501) })
      },
      [`GET ${API}/result-answer/501/`]: jsonResponse(200, resultCard(501)),
      [`GET ${API}/trauma/2/`]: jsonResponse(200, physicalAbuseDetail),
    })
    renderApp('/guide')
    const group = await question(/leave a mark/)
    await userEvent.click(within(group).getByRole('radio', { name: 'Yes' }))

    expect(await screen.findByText('Saving your answer…')).toBeTruthy()
    expect(group.getAttribute('aria-busy')).toBe('true')
    // Choices stay open while saving: a change of mind is kept, not dropped.
    expect(within(group).getByRole('radio', { name: 'No' }).getAttribute('aria-disabled')).toBeNull()
    expect(useGuideStore.getState().flags.finishingAnswer).toBe(true)
    release()

    const card = await screen.findByRole('group', { name: 'Physical abuse' })
    expect(api.bodiesOf(`POST ${API}/user_answer/`)).toEqual([
      { session_id: SESSION_ID, trauma_id: 12, value: 'yes' },
    ])
    expect(card.textContent).toContain('This was not your fault.')
    expect(card.textContent).toContain('about 28 in 100 adults')
    expect(card.textContent).toContain('12 people on Kindred')
    expect(screen.getByText(/A short note about it is below the question/)).toBeTruthy()
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Yes' }))
    expect(useGuideStore.getState().flags.finishingAnswer).toBe(false)

    await userEvent.click(within(card).getByRole('button', { name: /What we know about physical abuse/ }))
    expect(await within(card).findByRole('heading', { name: 'What helps' })).toBeTruthy()
    expect(
      within(card)
        .getByRole('link', { name: /Open the source/ })
        .getAttribute('href'),
    ).toBe('https://example.org/cdc')
  })

  it('after a positive experience shows only a glad word, with no type, figures or detail', async () => {
    fakeApi({
      ...routes(),
      [`POST ${API}/user_answer/`]: jsonResponse(200, { answer: answer(12, 'yes', true, 502) }),
      [`GET ${API}/result-answer/502/`]: jsonResponse(200, {
        ...resultCard(502),
        type: null,
        prevalence: null,
        message: 'That is good to hear.',
        community_count: null,
      }),
    })
    renderApp('/guide')
    const group = await question(/leave a mark/)
    await userEvent.click(within(group).getByRole('radio', { name: 'Yes' }))
    const card = await screen.findByRole('group', { name: 'A note about your answer' })
    expect(card.textContent).toBe('That is good to hear.')
    expect(within(card).queryByRole('button')).toBeNull()
  })

  it('changes an answer (changing selection) and shows no card when it does not count', async () => {
    const api = fakeApi({
      ...routes(),
      [`POST ${API}/user_answer/`]: jsonResponse(200, { answer: answer(11, 'rather-not-say', false) }),
    })
    renderApp('/guide')
    const group = await question(/put you down/)
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'Never' })).toHaveProperty('checked', true),
    )
    await userEvent.click(within(group).getByRole('radio', { name: "I'd rather not say" }))
    expect(await screen.findByText('Your answer is saved.')).toBeTruthy()
    expect(api.bodiesOf(`POST ${API}/user_answer/`)).toEqual([
      { session_id: SESSION_ID, trauma_id: 11, value: 'rather-not-say' },
    ])
    expect(api.called(`GET ${API}/result-answer/101/`)).toBe(false)
  })

  it('clears an answer with DELETE and puts focus back on the question', async () => {
    const api = fakeApi({
      ...routes(),
      [`DELETE ${API}/user_answer/${SESSION_ID}/11/`]: new Response(null, { status: 204 }),
    })
    renderApp('/guide')
    const group = await question(/put you down/)
    await userEvent.click(await screen.findByRole('button', { name: 'Clear my answer' }))
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'Never' })).toHaveProperty('checked', false),
    )
    expect(api.called(`DELETE ${API}/user_answer/${SESSION_ID}/11/`)).toBe(true)
    expect(screen.queryByRole('button', { name: 'Clear my answer' })).toBeNull()
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Never' }))
    expect(screen.getByText('Your answer is cleared.')).toBeTruthy()
  })

  it('keeps choices made during a slow save and saves only the last one next, which wins', async () => {
    const releases: (() => void)[] = []
    const api = fakeApi({
      ...routes(),
      [`POST ${API}/user_answer/`]: async (request: FakeRequest) => {
        await new Promise<void>((resolve) => releases.push(resolve))
        const { value } = request.body as { value: string }
        return jsonResponse(200, { answer: answer(12, value, false, 501) })
      },
    })
    renderApp('/guide')
    const group = await question(/leave a mark/)
    const radio = (name: string) => within(group).getByRole('radio', { name })
    await userEvent.click(radio('Yes'))
    await waitFor(() => expect(releases).toHaveLength(1))
    await userEvent.click(radio('No'))
    await userEvent.click(radio("I'd rather not say"))
    expect(radio("I'd rather not say")).toHaveProperty('checked', true)

    releases[0]!()
    await waitFor(() => expect(releases).toHaveLength(2))
    expect(radio("I'd rather not say")).toHaveProperty('checked', true)
    releases[1]!()
    expect(await screen.findByText('Your answer is saved.')).toBeTruthy()
    expect(api.bodiesOf(`POST ${API}/user_answer/`).map((b) => (b as { value: string }).value)).toEqual([
      'yes',
      'rather-not-say',
    ])
    expect(radio("I'd rather not say")).toHaveProperty('checked', true)
    expect(group.getAttribute('aria-busy')).toBeNull()
  })

  it('does not send a choice again when the person comes back to the one being saved', async () => {
    let release: () => void = () => {}
    const api = fakeApi({
      ...routes(),
      [`POST ${API}/user_answer/`]: async () => {
        await new Promise<void>((resolve) => (release = resolve))
        return jsonResponse(200, { answer: answer(12, 'yes', true, 501) })
      },
      [`GET ${API}/result-answer/501/`]: jsonResponse(200, resultCard(501)),
    })
    renderApp('/guide')
    const group = await question(/leave a mark/)
    await userEvent.click(within(group).getByRole('radio', { name: 'Yes' }))
    await userEvent.click(within(group).getByRole('radio', { name: 'No' }))
    await userEvent.click(within(group).getByRole('radio', { name: 'Yes' }))
    release()
    expect(await screen.findByText(/Your answer is saved/)).toBeTruthy()
    expect(api.bodiesOf(`POST ${API}/user_answer/`)).toHaveLength(1)
  })

  it('says what went wrong when saving fails, and keeps the earlier answer', async () => {
    fakeApi({
      ...routes(),
      [`POST ${API}/user_answer/`]: errorResponse(500, 'Internal Server Error', 'INTERNAL'),
    })
    renderApp('/guide')
    const group = await question(/put you down/)
    await userEvent.click(within(group).getByRole('radio', { name: 'Often or very often' }))
    expect((await screen.findByText(/could not save that answer/)).getAttribute('role')).toBe('alert')
    expect(within(group).getByRole('radio', { name: 'Never' })).toHaveProperty('checked', true)
  })
})
