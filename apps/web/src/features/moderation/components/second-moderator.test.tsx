import { i18n } from '@lingui/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Moderator } from '@kindred/contract/moderation'
import type { ModerationStatus } from '@kindred/contract/moderation-status'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { appeal, queuePage, reportedMemory } from '../testing/queue-fixtures'
import { APPEALS, DECIDE, QUEUE, emptyDesk, listOf, renderDesk, decisionAnswer } from '../testing/render-desk'
import { APPEAL_WOULD_WAIT, GRANT_COMMAND, howToAddModerator } from '../lib/second-moderator-words'
import { HIDDEN } from './decision-area'
import { NOT_YOURS, WAITS_FOR_ANOTHER } from './appeal-decision'
import {
  APPEAL_AVAILABLE,
  APPEAL_AVAILABLE_WAITING,
  APPEAL_OPEN,
  APPEAL_WAITING,
  ModerationNote,
} from './moderation-note'
import { ONLY_MODERATOR, WHY_APPEALS_WAIT } from './second-moderator-notice'

// Appeals need a second moderator (decision 038): while one person moderates, /moderation says so
// and how to add one, a decision its author can appeal says so when it is made, their own appeal
// says it waits; and its author is told plainly that their request waits until another moderator
// joins, rather than that someone is looking.

const MODERATORS = 'GET /api/v1/moderation/moderators/'
const GRANT = 'POST /api/v1/moderation/moderators/'
const APPEAL = 'POST /api/v1/moderation/appeal/'
const admin: Moderator = { public_id: 'heron', display_name: 'Quiet Heron', role: 'admin' }
const wren: Moderator = { public_id: 'wren', display_name: 'Soft Wren', role: 'moderator' }

/** The queue of a moderator alone (or not), with these reports waiting. */
const queueAnswer = (alone: boolean, items = [reportedMemory]) =>
  jsonResponse(200, queuePage(items, 1, false, alone))
const notice = () => screen.queryByRole('region', { name: i18n._(ONLY_MODERATOR) })

describe('/moderation while one person moderates', () => {
  it('tells a lone admin that appeals need a second moderator, with a link to add one and the command', async () => {
    fakeApi({
      ...emptyDesk(),
      [QUEUE]: () => queueAnswer(true),
      [MODERATORS]: jsonResponse(200, { results: [admin] }),
    })
    renderDesk(true, { canAddModerators: true })
    const region = await screen.findByRole('region', { name: i18n._(ONLY_MODERATOR) })
    expect(within(region).getByText(i18n._(WHY_APPEALS_WAIT))).toBeTruthy()
    const link = within(region).getByRole('link', { name: 'Add a moderator' })
    const target = link.getAttribute('href')!.slice(1)
    expect(document.getElementById(target)?.textContent).toBe('Add a moderator')
    expect(within(region).getByText(i18n._(GRANT_COMMAND)).tagName).toBe('CODE')
    // It comes before the queue.
    const queueHeading = screen.getByRole('heading', { level: 2, name: 'Reports waiting' })
    expect(region.compareDocumentPosition(queueHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('tells a lone moderator that an admin can add one', async () => {
    fakeApi({ ...emptyDesk(), [QUEUE]: () => queueAnswer(true) })
    renderDesk()
    const region = await screen.findByRole('region', { name: i18n._(ONLY_MODERATOR) })
    expect(within(region).queryByRole('link')).toBeNull()
    expect(region.textContent).toContain('An admin can add a moderator on this page')
    expect(region.textContent).toContain(i18n._(GRANT_COMMAND))
  })

  it('says nothing of it when someone else moderates', async () => {
    fakeApi({ ...emptyDesk(), [QUEUE]: () => queueAnswer(false) })
    renderDesk()
    expect(await screen.findByRole('heading', { name: 'A memory, 2 reports' })).toBeTruthy()
    expect(notice()).toBeNull()
  })

  it('tells them at their decision that an appeal of it would wait, and how to add a moderator', async () => {
    const server = listOf([reportedMemory])
    fakeApi({
      ...emptyDesk(),
      [QUEUE]: () => jsonResponse(200, queuePage(server.items, 1, false, true)),
      [MODERATORS]: jsonResponse(200, { results: [admin] }),
      [DECIDE]: server.decidedOn(reportedMemory, decisionAnswer('hide', 2, true)),
    })
    renderDesk(true, { canAddModerators: true })
    const memory = (await screen.findByRole('heading', { name: 'A memory, 2 reports' })).closest('li')!
    await userEvent.click(within(memory).getByRole('button', { name: 'Hide or remove it…' }))
    await userEvent.click(within(memory).getByRole('button', { name: 'Hide it' }))
    const said = await screen.findByText(new RegExp(`^${i18n._(HIDDEN)}`))
    expect(said.getAttribute('role')).toBe('status')
    expect(said.textContent).toBe(
      `${i18n._(HIDDEN)} ${i18n._(APPEAL_WOULD_WAIT)} ${howToAddModerator(i18n, true)}`,
    )
    expect(said.textContent).toContain(i18n._(GRANT_COMMAND))
  })

  it('says only what was done when someone else could decide an appeal', async () => {
    const server = listOf([reportedMemory])
    fakeApi({
      ...emptyDesk(),
      [QUEUE]: server.answer,
      [DECIDE]: server.decidedOn(reportedMemory, decisionAnswer('hide', 2)),
    })
    renderDesk()
    const memory = (await screen.findByRole('heading', { name: 'A memory, 2 reports' })).closest('li')!
    await userEvent.click(within(memory).getByRole('button', { name: 'Hide or remove it…' }))
    await userEvent.click(within(memory).getByRole('button', { name: 'Hide it' }))
    // Exactly what was done: nothing about appeals waiting.
    expect((await screen.findByText(i18n._(HIDDEN))).getAttribute('role')).toBe('status')
    expect(notice()).toBeNull()
  })

  it('tells the moderator their own appeal waits for another moderator, instead of that another decides', async () => {
    fakeApi({
      ...emptyDesk(),
      [QUEUE]: () => queueAnswer(true, []),
      [APPEALS]: jsonResponse(
        200,
        queuePage([appeal({ can_decide: false, waits_for_another_moderator: true })]),
      ),
    })
    renderDesk()
    const item = (await screen.findByRole('heading', { name: 'A comment, removed' })).closest('li')!
    expect(within(item).getByText(i18n._(WAITS_FOR_ANOTHER))).toBeTruthy()
    expect(within(item).getByText(howToAddModerator(i18n, false))).toBeTruthy()
    expect(within(item).queryByText(i18n._(NOT_YOURS))).toBeNull()
    expect(within(item).queryByRole('button', { name: 'Restore it' })).toBeNull()
  })

  it('stops saying it once the admin adds a moderator on the page', async () => {
    let alone = true
    const team = [admin]
    const api = fakeApi({
      ...emptyDesk(),
      [QUEUE]: () => queueAnswer(alone, []),
      [APPEALS]: () =>
        jsonResponse(200, queuePage([appeal({ can_decide: false, waits_for_another_moderator: alone })])),
      [MODERATORS]: () => jsonResponse(200, { results: team }),
      [GRANT]: () => {
        alone = false
        team.push(wren)
        return jsonResponse(201, { outcome: 'granted', moderator: wren })
      },
    })
    renderDesk(true, { canAddModerators: true })
    expect(await screen.findByRole('region', { name: i18n._(ONLY_MODERATOR) })).toBeTruthy()
    expect(await screen.findByText(i18n._(WAITS_FOR_ANOTHER))).toBeTruthy()

    await userEvent.type(
      screen.getByRole('textbox', { name: /Email address of their account/ }),
      'wren@example.org',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add as a moderator' }))
    expect(await screen.findByText(/Soft Wren is now a moderator/)).toBeTruthy()
    await waitFor(() => expect(notice()).toBeNull())
    expect(await screen.findByText(i18n._(NOT_YOURS))).toBeTruthy()
    expect(screen.queryByText(i18n._(WAITS_FOR_ANOTHER))).toBeNull()
    expect(api.requestsTo(QUEUE).length).toBeGreaterThan(1)
  })
})

const hidden = (overrides: Partial<ModerationStatus> = {}): ModerationStatus => ({
  state: 'hidden',
  rule_label: 'Harassment or bullying',
  appeal: 'available',
  appeal_waits_for_another_moderator: true,
  ...overrides,
})

const renderNote = (moderation: ModerationStatus) =>
  renderWithProviders(
    <>
      <ModerationNote
        moderation={moderation}
        subject={{ subject_kind: 'memory', subject_id: 'first-snow-k3x9' }}
      />
    </>,
  )

describe('the author, while nobody but the moderator who decided moderates', () => {
  it('is told before asking that a second look would wait until another moderator joins', () => {
    renderNote(hidden())
    expect(screen.getByText(i18n._(APPEAL_AVAILABLE_WAITING))).toBeTruthy()
    expect(screen.queryByText(i18n._(APPEAL_AVAILABLE))).toBeNull()
    expect(screen.getByRole('button', { name: 'Ask for a second look' })).toBeTruthy()
  })

  it('is told once they ask that it waits, and that they will be told, not that someone is looking', async () => {
    fakeApi({ [APPEAL]: jsonResponse(201, { appeal: 'open', waits_for_another_moderator: true }) })
    renderNote(hidden())
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a second look' }))
    await userEvent.type(
      screen.getByRole('textbox', { name: 'What would you like the second moderator to know?' }),
      'It is my own story.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const said = await screen.findByRole('status')
    expect(said.textContent).toBe(`Thank you. ${i18n._(APPEAL_WAITING)}`)
    expect(document.activeElement).toBe(said)
    expect(screen.queryByText(i18n._(APPEAL_OPEN))).toBeNull()
  })

  it('reads the same where they see their appeal’s status later, and the usual words once someone else moderates', () => {
    const { unmount } = renderNote(hidden({ appeal: 'open' }))
    expect(screen.getByText(i18n._(APPEAL_WAITING))).toBeTruthy()
    unmount()
    renderNote(hidden({ appeal: 'open', appeal_waits_for_another_moderator: false }))
    expect(screen.getByText(i18n._(APPEAL_OPEN))).toBeTruthy()
    expect(screen.queryByText(i18n._(APPEAL_WAITING))).toBeNull()
  })
})
