import { i18n } from '@lingui/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { queuePage, suspendedPerson } from '../testing/queue-fixtures'
import { LIFT, LOG, SUSPENSIONS, emptyDesk, listOf, renderDesk, renderFailing } from '../testing/render-desk'
import { NOBODY_SUSPENDED } from './suspensions-list'

const crow = suspendedPerson()
const jay = suspendedPerson({ public_id: 'u_loud_jay', display_name: 'Loud Jay', until: null })
const suspendedList = () => screen.findByRole('list', { name: 'People suspended now' })
const heading = () => screen.getByRole('heading', { level: 2, name: 'Suspensions' })

describe('the people suspended now', () => {
  it('says so when nobody is', async () => {
    fakeApi(emptyDesk())
    renderDesk()
    expect(await screen.findByText(i18n._(NOBODY_SUSPENDED))).toBeTruthy()
  })

  it('lists each person and until when, or that it lasts until lifted', async () => {
    fakeApi({ ...emptyDesk(), [SUSPENSIONS]: jsonResponse(200, queuePage([crow, jay])) })
    renderDesk()
    const rows = within(await suspendedList()).getAllByRole('listitem')
    expect(rows[0]!.textContent).toMatch(/^Restless CrowSuspended until .+Lift suspension$/)
    expect(rows[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-10T12:00:00.000Z')
    expect(rows[1]!.textContent).toContain('Suspended until a moderator lifts it')
    expect(rows[1]!.querySelector('time')).toBeNull()
  })

  it('lifts a suspension after asking first, says so and refreshes the log', async () => {
    const server = listOf([crow, jay])
    const api = fakeApi({
      ...emptyDesk(),
      [SUSPENSIONS]: server.answer,
      [LIFT]: server.decidedOn(crow, () => new Response(null, { status: 204 })),
    })
    renderDesk()
    await suspendedList()
    const lift = screen.getByRole('button', { name: 'Lift Restless Crow’s suspension' })
    await userEvent.click(lift)
    expect(document.activeElement?.textContent).toBe(
      'Lift Restless Crow’s suspension now? They can post, react, comment and connect again at once.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Not yet' }))
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Lift Restless Crow’s suspension' }),
    )
    expect(api.called(LIFT)).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Lift Restless Crow’s suspension' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, lift it' }))
    expect((await screen.findByText('Restless Crow can take part again.')).getAttribute('role')).toBe(
      'status',
    )
    expect(api.bodiesOf(LIFT)).toEqual([{ public_id: 'u_restless_crow' }])
    expect(document.activeElement).toBe(heading())
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'People suspended now' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    )
    await waitFor(() => expect(api.requestsTo(LOG)).toHaveLength(2))
  })

  it('says why when the suspension could not be lifted, and keeps the person listed', async () => {
    renderFailing(SUSPENSIONS, [crow], LIFT)
    await suspendedList()
    await userEvent.click(screen.getByRole('button', { name: 'Lift Restless Crow’s suspension' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, lift it' }))
    const said = await screen.findByText(/We could not lift Restless Crow’s suspension\./)
    expect(said.getAttribute('role')).toBe('status')
    expect(said.className).toContain('text-danger')
    expect(within(await suspendedList()).getAllByRole('listitem')).toHaveLength(1)
  })
})
