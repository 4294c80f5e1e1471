import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetDrafts, resetDraftStorageForTests } from '@/lib/draft-storage'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
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
    expect(api.fetchMock).toHaveBeenCalledTimes(1)
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
