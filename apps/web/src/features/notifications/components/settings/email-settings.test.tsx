import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { notificationSettings, SETTINGS } from '../../testing/notification-fixtures'
import { DETAILED_LABEL, DETAILED_WARNING } from './detailed-email-choice'
import { EmailSettings } from './email-settings'

// The opt-in's words as the page shows them (in English: the language is shown before each test).
const detailedLabel = () => i18n._(DETAILED_LABEL)
const detailedWarning = () => i18n._(DETAILED_WARNING)

const renderEmail = () => renderWithProviders(<EmailSettings />)
const region = () => screen.findByRole('region', { name: 'Email' })

/** The browser's own time zone, as Intl reports it. */
function browserIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone }
  })
}

describe('email in /settings', () => {
  it('says what a mail shows and never shows, and starts off for someone who never chose', async () => {
    fakeApi({ [`GET ${SETTINGS}`]: jsonResponse(200, notificationSettings()) })
    renderEmail()
    const email = await region()
    expect(email.textContent).toContain('“Something new for you on Kindred”')
    expect(email.textContent).toContain('It never shows a name, a memory, a tag or anyone’s words')
    expect(await within(email).findByRole('radio', { name: 'No emails' })).toHaveProperty('checked', true)
    // Off: no hour, no kinds, no detailed mail to choose yet.
    expect(within(email).queryByLabelText('Hour of the daily summary')).toBeNull()
    expect(within(email).queryByRole('checkbox', { name: detailedLabel() })).toBeNull()
  })

  it('choosing one daily summary takes this browser’s time zone, then offers the hour and the zone', async () => {
    browserIn('Europe/Berlin')
    const api = fakeApi({
      [`GET ${SETTINGS}`]: jsonResponse(200, notificationSettings()),
      [`PATCH ${SETTINGS}`]: jsonResponse(
        200,
        notificationSettings([], { mode: 'daily', time_zone: 'Europe/Berlin' }),
      ),
    })
    renderEmail()
    await userEvent.click(await screen.findByRole('radio', { name: 'One daily summary' }))
    expect(await screen.findByText('Saved.')).toBeTruthy()
    expect(api.bodiesOf(`PATCH ${SETTINGS}`)).toEqual([
      { email: { mode: 'daily', time_zone: 'Europe/Berlin' } },
    ])
    expect(screen.getByLabelText('Time zone')).toHaveProperty('value', 'Europe/Berlin')
    expect(screen.getByLabelText('Hour of the daily summary')).toHaveProperty('value', '18')
  })

  it('the chosen mode shows at the click, while it is being saved, and stays after', async () => {
    let answer: (response: Response) => void = () => {}
    fakeApi({
      [`GET ${SETTINGS}`]: jsonResponse(200, notificationSettings()),
      [`PATCH ${SETTINGS}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    renderEmail()
    const immediate = await screen.findByRole('radio', { name: 'As things happen' })
    await userEvent.click(immediate)
    // The server has not answered: the radio already shows the person's choice, not the saved one.
    expect(immediate).toHaveProperty('checked', true)
    expect(screen.getByRole('radio', { name: 'No emails' })).toHaveProperty('checked', false)
    answer(jsonResponse(200, notificationSettings([], { mode: 'immediate' })))
    expect(await screen.findByText('Saved.')).toBeTruthy()
    expect(immediate).toHaveProperty('checked', true)
  })

  it('saves the hour and each kind as they change', async () => {
    const saved = notificationSettings([], { mode: 'immediate' })
    const api = fakeApi({
      [`GET ${SETTINGS}`]: jsonResponse(
        200,
        notificationSettings([], { mode: 'daily', time_zone: 'Asia/Tokyo' }),
      ),
      [`PATCH ${SETTINGS}`]: jsonResponse(200, saved),
    })
    renderEmail()
    await userEvent.selectOptions(await screen.findByLabelText('Hour of the daily summary'), '7')
    await screen.findByText('Saved.')
    expect(api.bodiesOf(`PATCH ${SETTINGS}`)[0]).toEqual({ email: { digest_hour: 7 } })
    // The answer is what was saved: now "as things happen", which has kinds and the detailed mail.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Someone comments on my memory' }))
    await waitFor(() => expect(api.bodiesOf(`PATCH ${SETTINGS}`)).toHaveLength(2))
    expect(api.bodiesOf(`PATCH ${SETTINGS}`)[1]).toEqual({ email: { types: { comment: false } } })
  })

  it('asks for the detailed mail beside a plain warning, read out with the choice', async () => {
    const api = fakeApi({
      [`GET ${SETTINGS}`]: jsonResponse(200, notificationSettings([], { mode: 'immediate' })),
      [`PATCH ${SETTINGS}`]: jsonResponse(
        200,
        notificationSettings([], { mode: 'immediate', detailed: true }),
      ),
    })
    renderEmail()
    const detailed = await screen.findByRole('checkbox', { name: detailedLabel() })
    expect(detailed).toHaveProperty('checked', false)
    const warning = document.getElementById(detailed.getAttribute('aria-describedby') ?? '')
    expect(warning?.textContent).toBe(detailedWarning())
    expect(detailedWarning()).toMatch(/titles of memories and the names/)
    await userEvent.click(detailed)
    await waitFor(() => expect(detailed).toHaveProperty('checked', true))
    expect(api.bodiesOf(`PATCH ${SETTINGS}`)).toEqual([{ email: { detailed: true } }])
  })

  it('says when a mail’s link turned email off, and when the address is not confirmed yet', async () => {
    fakeApi({
      [`GET ${SETTINGS}`]: jsonResponse(
        200,
        notificationSettings([], {
          turned_off: { at: '2026-11-20T08:30:00.000Z', by: 'unsubscribe_link' },
          address_verified: false,
        }),
      ),
    })
    renderEmail()
    const email = await region()
    expect(
      await within(email).findByText(
        /^Email was turned off on .*2026.* by the unsubscribe link in one of our emails/,
      ),
    ).toBeTruthy()
    expect(
      within(email).getByText(/Your email address is not confirmed yet, so Kindred sends no notifications/),
    ).toBeTruthy()
  })

  it('when a change cannot be saved, the choice goes back and says why', async () => {
    fakeApi({
      [`GET ${SETTINGS}`]: jsonResponse(200, notificationSettings()),
      [`PATCH ${SETTINGS}`]: errorResponse(500, 'Something went wrong on our side.', 'INTERNAL'),
    })
    renderEmail()
    const immediate = await screen.findByRole('radio', { name: 'As things happen' })
    await userEvent.click(immediate)
    expect((await screen.findByRole('alert')).textContent).toContain('We could not save that change.')
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'No emails' })).toHaveProperty('checked', true),
    )
  })
})
