import { i18n } from '@lingui/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { APPEAL_NOTE_MAX } from '@kindred/contract/moderation-appeals'
import type { ModerationStatus } from '@kindred/contract/moderation-status'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { APPEAL_OPEN, APPEAL_UPHELD, ModerationNote } from './moderation-note'

const APPEAL = 'POST /api/v1/moderation/appeal/'
const removed: ModerationStatus = {
  state: 'removed',
  rule_label: 'Harassment or bullying',
  appeal: 'available',
  appeal_waits_for_another_moderator: false,
}

function renderNote(
  moderation: ModerationStatus | null,
  subject: { subject_kind: 'memory' | 'comment'; subject_id: string } = {
    subject_kind: 'memory',
    subject_id: 'first-snow-k3x9',
  },
  onAppealed = vi.fn(),
) {
  const view = renderWithProviders(
    <ModerationNote moderation={moderation} subject={subject} onAppealed={onAppealed} />,
  )
  return { ...view, onAppealed }
}

const askButton = () => screen.getByRole('button', { name: 'Ask for a second look' })
const noteBox = () =>
  screen.getByRole('textbox', { name: 'What would you like the second moderator to know?' })

describe('the note on a memory or comment moderation set aside', () => {
  it('says nothing when nothing is set aside', () => {
    const { container } = renderNote(null)
    expect(container.textContent).toBe('')
  })

  it('tells the author a held memory waits for a moderator, with nothing to appeal yet', () => {
    renderNote({
      state: 'held',
      rule_label: null,
      appeal: 'unavailable',
      appeal_waits_for_another_moderator: false,
    })
    expect(screen.getByText('Only you can see this memory now.')).toBeTruthy()
    expect(screen.getByText(/waiting for a moderator to look at it/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('names the rule a hidden or removed one was set aside under, and says it of a comment', () => {
    renderNote(
      {
        state: 'hidden',
        rule_label: 'Spam or advertising',
        appeal: 'unavailable',
        appeal_waits_for_another_moderator: false,
      },
      {
        subject_kind: 'comment',
        subject_id: '77',
      },
    )
    expect(screen.getByText('Only you can see this comment now.')).toBeTruthy()
    expect(screen.getByText('A moderator hid it under the rule “Spam or advertising”.')).toBeTruthy()
  })

  it('lets the author ask for a second look once, with a note, and then says a second moderator will look', async () => {
    const api = fakeApi({
      [APPEAL]: jsonResponse(200, { appeal: 'open', waits_for_another_moderator: false }),
    })
    const { onAppealed } = renderNote(removed, { subject_kind: 'comment', subject_id: '77' })
    expect(screen.getByText('A moderator removed it under the rule “Harassment or bullying”.')).toBeTruthy()
    expect(askButton().getAttribute('aria-expanded')).toBe('false')

    await userEvent.click(askButton())
    expect(askButton().getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(noteBox())
    expect(
      screen.getByText(`0 of ${new Intl.NumberFormat('en').format(APPEAL_NOTE_MAX)} characters`),
    ).toBeTruthy()
    await userEvent.type(noteBox(), '  I was quoting what was said to me.  ')
    expect(screen.getByText(/^34 of 1,000 characters$/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))

    const said = await screen.findByRole('status')
    expect(said.textContent).toBe(`Thank you. ${i18n._(APPEAL_OPEN)}`)
    expect(document.activeElement).toBe(said)
    expect(api.bodiesOf(APPEAL)).toEqual([
      { subject_kind: 'comment', subject_id: '77', note: 'I was quoting what was said to me.' },
    ])
    expect(onAppealed).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Ask for a second look' })).toBeNull()
  })

  it('asks for a few words before sending, and refuses a note over the limit', async () => {
    const api = fakeApi({})
    renderNote(removed)
    await userEvent.click(askButton())
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please write a few words first.')
    expect(noteBox().getAttribute('aria-invalid')).toBe('true')

    await userEvent.click(noteBox())
    await userEvent.paste('x'.repeat(APPEAL_NOTE_MAX + 3))
    expect(screen.getByText('3 characters over the limit of 1,000.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/at most 1,000 characters/)
    expect(api.called(APPEAL)).toBe(false)
  })

  it('keeps the words and says why when the appeal could not be sent', async () => {
    fakeApi({ [APPEAL]: errorResponse(409, 'You have already asked for a second look.', 'ALREADY_APPEALED') })
    renderNote(removed)
    await userEvent.click(askButton())
    await userEvent.type(noteBox(), 'Please look again.')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not send it. You have already asked for a second look. Your words are still here.',
    )
    expect(noteBox()).toHaveProperty('value', 'Please look again.')
  })

  it('closes the form on Cancel and gives focus back to the button', async () => {
    renderNote(removed)
    await userEvent.click(askButton())
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form')).toBeNull()
    expect(document.activeElement).toBe(askButton())
  })

  it('says a second moderator will look while the appeal is open, and that the decision stands once upheld', () => {
    const { unmount } = renderNote({ ...removed, appeal: 'open' })
    expect(screen.getByText(i18n._(APPEAL_OPEN))).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    renderNote({ ...removed, appeal: 'upheld' })
    expect(screen.getByText(i18n._(APPEAL_UPHELD))).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
