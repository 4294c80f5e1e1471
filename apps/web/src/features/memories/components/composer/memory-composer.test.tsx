import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NEW_ACCOUNT_LIMIT_CODE } from '@kindred/contract/http'
import { newAccountMemoriesMessage, type MemoryAllowance } from '@kindred/contract/memories'
import { forgetDrafts, resetDraftStorageForTests } from '@/lib/draft-storage'
import { formatDateTime } from '@/lib/format-date'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { MEMORY_DRAFT_KEY } from '../../stores/memory-draft-key'
import { memory } from '../../testing/memory-fixtures'
import { renderWithEnvironment } from '../../testing/render-with-environment'
import { MemoryComposer } from './memory-composer'

const crisisLines = <p>Call or text 988</p>

function renderComposer(onDone = vi.fn()) {
  return renderWithEnvironment(<MemoryComposer onDone={onDone} onCancel={vi.fn()} />, { crisisLines })
}
const title = () => screen.getByRole('textbox', { name: 'Title' })
const body = () => screen.getByRole('textbox', { name: 'Your memory' })
const crisisNote = () => screen.queryByRole('complementary', { name: 'If this is close to how you feel now' })

afterEach(() => resetDraftStorageForTests())

describe('the composer’s private crisis note', () => {
  it('appears with the crisis lines while the memory mentions self-harm or suicide, and goes when it does not', async () => {
    renderComposer()
    await userEvent.type(body(), 'Some nights I wanted to end my life')
    expect(crisisNote()?.textContent).toContain('Call or text 988')
    expect(crisisNote()?.textContent).toContain('Only you can see this note')

    await userEvent.clear(body())
    await userEvent.type(body(), 'We had a blue kitchen and a radio')
    expect(crisisNote()).toBeNull()
  })

  it('does not appear for ordinary writing, even with hard words in it', async () => {
    renderComposer()
    await userEvent.type(title(), 'Moving house')
    await userEvent.type(body(), 'My dad shouted a lot, and I hid in the cupboard under the stairs.')
    expect(crisisNote()).toBeNull()
  })

  it('blocks nothing and sends nothing about it: the memory is shared as written', async () => {
    const api = fakeApi({
      'POST /memories/api/v1/memories/': jsonResponse(201, memory({ is_mine: true })),
    })
    const onDone = vi.fn()
    renderComposer(onDone)
    await userEvent.type(title(), 'A hard year')
    await userEvent.type(body(), 'That year I thought about suicide most days.')
    expect(crisisNote()).not.toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Share memory' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(api.requestsTo('POST /memories/api/v1/memories/')).toHaveLength(1)
    expect(api.bodiesOf('POST /memories/api/v1/memories/')[0]).toMatchObject({
      title: 'A hard year',
      body: 'That year I thought about suicide most days.',
    })
    // Shared: the draft is done with.
    expect(sessionStorage.getItem(MEMORY_DRAFT_KEY)).toBeNull()
  })
})

describe('the composer’s draft', () => {
  it('survives a remount (an accidental reload), in sessionStorage only', async () => {
    const first = renderComposer()
    await userEvent.type(title(), 'The blue kitchen')
    await userEvent.type(body(), 'I remember the radio.')
    first.unmount()
    expect(localStorage.length).toBe(0)

    renderComposer()
    expect(title()).toHaveProperty('value', 'The blue kitchen')
    expect(body()).toHaveProperty('value', 'I remember the radio.')
  })

  it('is wiped by the quick exit’s clear, and not written back afterwards', async () => {
    const first = renderComposer()
    await userEvent.type(body(), 'Something private')
    expect(sessionStorage.getItem(MEMORY_DRAFT_KEY)).not.toBeNull()

    forgetDrafts()
    expect(sessionStorage.getItem(MEMORY_DRAFT_KEY)).toBeNull()
    // The page is leaving; a keystroke still on its way must not save the draft again.
    await userEvent.type(body(), '!')
    expect(sessionStorage.getItem(MEMORY_DRAFT_KEY)).toBeNull()
    first.unmount()

    renderComposer()
    expect(body()).toHaveProperty('value', '')
  })

  it('is never made from a memory being edited', async () => {
    renderWithEnvironment(
      <MemoryComposer memory={memory({ is_mine: true })} onDone={vi.fn()} onCancel={vi.fn()} />,
    )
    await userEvent.type(title(), ' again')
    expect(sessionStorage.getItem(MEMORY_DRAFT_KEY)).toBeNull()
  })
})

describe('the composer for a suspended person', () => {
  it('shows the notice the page hands in above the fields, and the person can still write', async () => {
    renderWithEnvironment(<MemoryComposer onDone={vi.fn()} onCancel={vi.fn()} />, {
      composerNotice: <p>Your account is suspended for now.</p>,
    })
    const notice = screen.getByText('Your account is suspended for now.')
    expect(notice.compareDocumentPosition(title()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await userEvent.type(title(), 'Moving house')
    expect(title()).toHaveProperty('value', 'Moving house')
  })
})

describe('a new account’s memories a day, told before writing (decision 037)', () => {
  const ALLOWANCE = 'GET /memories/api/v1/my-allowance/'
  const CREATE = 'POST /memories/api/v1/memories/'
  const until = new Date(Date.now() + 20 * 3_600_000).toISOString()
  const newAccount = (left: number): MemoryAllowance => ({
    new_account: { until, per_day: 3, left, again_at: left > 0 ? null : until },
  })
  const notice = () => screen.queryByText(/Your account is new|a new account can share today/)

  it('says how many it can share today and when the limit ends, above the first field', async () => {
    fakeApi({ [ALLOWANCE]: jsonResponse(200, newAccount(3)) })
    renderComposer()
    const lead = await screen.findByText('Your account is new, so you can share up to 3 memories today.')
    expect(lead.compareDocumentPosition(title()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const ends = screen.getByText(/This limit ends on/)
    expect(ends.textContent).toBe(
      `Memories saved to your journal count too. This limit ends on ${formatDateTime(until)}.`,
    )
    expect(ends.querySelector('time')?.getAttribute('datetime')).toBe(until)
  })

  it('counts down: one left is said as one', async () => {
    fakeApi({ [ALLOWANCE]: jsonResponse(200, newAccount(1)) })
    renderComposer()
    expect(await screen.findByText('Your account is new, so you can share 1 more memory today.')).toBeTruthy()
  })

  it('with none left, says so and from when before anything is written, and keeps what is written', async () => {
    const api = fakeApi({ [ALLOWANCE]: jsonResponse(200, newAccount(0)) })
    renderComposer()
    expect(
      await screen.findByText('You have shared or saved the 3 memories a new account can share today.'),
    ).toBeTruthy()
    const again = screen.getByText(/You can share again from/)
    expect(again.textContent).toContain(`You can share again from ${formatDateTime(until)}.`)
    expect(again.textContent).toContain('your draft is kept in this tab')
    await userEvent.type(title(), 'The porch')
    await userEvent.type(body(), 'We sat on the porch steps every evening.')
    expect(JSON.parse(sessionStorage.getItem(MEMORY_DRAFT_KEY) ?? '{}')).toMatchObject({
      title: 'The porch',
      body: 'We sat on the porch steps every evening.',
    })
    expect(api.called(CREATE)).toBe(false)
  })

  it('says nothing to an account that is not new', async () => {
    const api = fakeApi({ [ALLOWANCE]: jsonResponse(200, { new_account: null }) })
    renderComposer()
    await waitFor(() => expect(api.called(ALLOWANCE)).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(notice()).toBeNull()
    expect(title()).toBeTruthy()
  })

  it('asks again after sharing, so the next memory starts from the right count', async () => {
    let left = 2
    const api = fakeApi({
      [ALLOWANCE]: () => jsonResponse(200, newAccount(left)),
      [CREATE]: () => {
        left -= 1
        return jsonResponse(201, memory({ is_mine: true }))
      },
    })
    const onDone = vi.fn()
    renderComposer(onDone)
    expect(await screen.findByText(/you can share 2 more memories today/)).toBeTruthy()
    await userEvent.type(title(), 'The porch')
    await userEvent.type(body(), 'We sat on the porch steps every evening.')
    await userEvent.click(screen.getByRole('button', { name: 'Share memory' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    await waitFor(() => expect(api.requestsTo(ALLOWANCE)).toHaveLength(2))
    expect(await screen.findByText(/you can share 1 more memory today/)).toBeTruthy()
  })

  it('met after all (another tab shared meanwhile): says why, keeps every word, and shows the wait', async () => {
    let left = 1
    fakeApi({
      [ALLOWANCE]: () => jsonResponse(200, newAccount(left)),
      [CREATE]: () => {
        left = 0
        return errorResponse(429, newAccountMemoriesMessage(3), NEW_ACCOUNT_LIMIT_CODE)
      },
    })
    renderComposer()
    expect(await screen.findByText(/you can share 1 more memory today/)).toBeTruthy()
    await userEvent.type(title(), 'The porch')
    await userEvent.type(body(), 'We sat on the porch steps every evening.')
    await userEvent.click(screen.getByRole('button', { name: 'Share memory' }))
    expect(await screen.findByText(newAccountMemoriesMessage(3))).toBeTruthy()
    expect(await screen.findByText(/You have shared or saved the 3 memories/)).toBeTruthy()
    expect(title()).toHaveProperty('value', 'The porch')
    expect(body()).toHaveProperty('value', 'We sat on the porch steps every evening.')
  })

  it('is not asked when editing a memory already shared', async () => {
    const api = fakeApi({})
    renderWithEnvironment(
      <MemoryComposer memory={memory({ is_mine: true })} onDone={vi.fn()} onCancel={vi.fn()} />,
    )
    await userEvent.type(title(), ' again')
    expect(api.called(ALLOWANCE)).toBe(false)
    expect(notice()).toBeNull()
  })
})
