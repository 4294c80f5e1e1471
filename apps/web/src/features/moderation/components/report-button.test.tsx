import { i18n } from '@lingui/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { harassment, tooClose } from '../testing/report-reasons'
import { ReportButton } from './report-button'
import { REPORT_THANKS } from './report-outcome'

const REASONS = 'GET /reason/list/2'
const REPORT = 'POST /api/v1/report/'
const reasons = { results: [harassment, tooClose] }

function renderButton(props: Partial<ComponentProps<typeof ReportButton>> = {}) {
  return renderWithProviders(
    <ReportButton targetKind="comment" target="17" subjectLabel="this comment" {...props} />,
  )
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Report' }))
  const dialog = await screen.findByRole('dialog', { name: 'Report this comment' })
  // The form loads when the dialog first opens; once there, its heading has the focus.
  const heading = await within(dialog).findByRole('heading', { name: 'Report this comment' })
  await waitFor(() => expect(document.activeElement).toBe(heading))
  await within(dialog).findByRole('radio', { name: 'Harassment or bullying' })
  return dialog
}

describe('reporting something', () => {
  it('lists the reasons with what each covers, sends the one chosen, and thanks the person', async () => {
    const api = fakeApi({
      [REASONS]: jsonResponse(200, reasons),
      [REPORT]: jsonResponse(201, { status: 'received' }),
    })
    renderButton()
    const dialog = await openDialog()
    const radio = within(dialog).getByRole('radio', { name: 'Harassment or bullying' })
    expect(radio.getAttribute('aria-describedby')).toBeTruthy()
    expect(within(dialog).getByText(/Attacks, mocks/)).toBeTruthy()

    // Sending without a reason asks for one, and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please choose a reason.')
    expect(api.called(REPORT)).toBe(false)

    await userEvent.click(radio)
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Anything a moderator should know/ }),
      'Mean',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText(i18n._(REPORT_THANKS))).toBeTruthy()
    expect(api.bodiesOf(REPORT)).toEqual([{ target_kind: 2, target: '17', reason_id: 1, details: 'Mean' }])
  })

  it('for a personal reason, offers the alternatives the server names and the page gave, and a kind word', async () => {
    fakeApi({
      [REASONS]: jsonResponse(200, reasons),
      [REPORT]: jsonResponse(200, { status: 'personal', alternatives: ['mute', 'block'] }),
    })
    const mute = vi.fn()
    const hide = vi.fn()
    renderButton({ alternatives: { mute, hide } })
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('radio', { name: "I'd rather not see this" }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText(/okay to step away/)).toBeTruthy()
    // Block was offered by the server but the page gave no way to do it; hide was not offered.
    expect(within(dialog).queryByRole('button', { name: 'Block this person' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Hide it from my lists' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mute this person' }))
    expect(mute).toHaveBeenCalledTimes(1)
    expect(hide).not.toHaveBeenCalled()
  })

  it('says when sending failed and keeps the choice; Escape closes and focus returns', async () => {
    fakeApi({ [REASONS]: jsonResponse(200, reasons), [REPORT]: errorResponse(500, 'Internal', 'INTERNAL') })
    renderButton()
    const dialog = await openDialog()
    const radio = within(dialog).getByRole('radio', { name: 'Harassment or bullying' })
    await userEvent.click(radio)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('We could not send your report.')
    expect(radio).toHaveProperty('checked', true)

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Report' }))
  })
})
