import { i18n } from '@lingui/core'
import { useState } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANONYMOUS_CONNECTIONS_MESSAGE, type Memory } from '@kindred/contract/memories'
import { resetDraftStorageForTests } from '@/lib/draft-storage'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { ANONYMOUS_WORDS } from '../../lib/memory-words'
import { memory } from '../../testing/memory-fixtures'
import { defaultMemoriesEnvironment, MemoriesEnvironmentProvider } from '../memories-context'
import { renderWithEnvironment } from '../../testing/render-with-environment'
import { MemoryComposer } from './memory-composer'

// "My connections" and "Share without my name" together would tell the author's connections whose
// memory it is: the composer says so where the choice is made and never sends the pair as a new
// choice; a memory saved that way before keeps it through other changes.

const CREATE = 'POST /memories/api/v1/memories/'
const EDIT = 'PATCH /memories/api/v1/memories/abc123/'

afterEach(() => resetDraftStorageForTests())

const anonymous = () => screen.getByRole('checkbox', { name: 'Share without my name' })
const connections = () => screen.getByRole('radio', { name: 'My connections' })
const everyone = () => screen.getByRole('radio', { name: 'Everyone' })
/** The live region beside the checkbox (always in the page, empty while there is nothing to say). */
const status = () => within(anonymous().parentElement!).getByRole('status')
const description = () =>
  document.getElementById(anonymous().getAttribute('aria-describedby') ?? '')?.textContent

async function writeAMemory() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'The porch')
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Your memory' }),
    'We sat on the porch and nobody said a word.',
  )
}

describe('choosing who reads it and whether your name shows', () => {
  it('starts for everyone and without your name, unless your default is under it (decision 057)', async () => {
    const api = fakeApi({ [CREATE]: jsonResponse(201, memory({ is_mine: true, anonymous: true })) })
    const onDone = vi.fn()
    const { unmount } = renderWithEnvironment(<MemoryComposer onDone={onDone} onCancel={vi.fn()} />)
    expect(anonymous()).toHaveProperty('checked', true)
    expect(everyone()).toHaveProperty('checked', true)
    await writeAMemory()
    await userEvent.click(screen.getByRole('button', { name: 'Share memory' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(api.bodiesOf(CREATE)[0]).toMatchObject({ visibility: 'public', anonymous: true })
    unmount()

    renderWithEnvironment(<MemoryComposer onDone={vi.fn()} onCancel={vi.fn()} />, {
      anonymousByDefault: false,
    })
    expect(anonymous()).toHaveProperty('checked', false)
  })

  it('follows a default that arrives after it opened, until the box is touched', async () => {
    // The person's preferences load after the form: "Under my name by default" arrives, then back.
    function Arriving() {
      const [anonymousByDefault, setDefault] = useState(true)
      return (
        <MemoriesEnvironmentProvider
          value={{ ...defaultMemoriesEnvironment, signedIn: true, anonymousByDefault }}
        >
          <button type="button" onClick={() => setDefault((now) => !now)}>
            Preferences arrive
          </button>
          <MemoryComposer onDone={vi.fn()} onCancel={vi.fn()} />
        </MemoriesEnvironmentProvider>
      )
    }
    renderWithProviders(<Arriving />)
    const arrive = () => userEvent.click(screen.getByRole('button', { name: 'Preferences arrive' }))
    expect(anonymous()).toHaveProperty('checked', true)
    await arrive()
    expect(anonymous()).toHaveProperty('checked', false)
    // Ticked by the person: theirs from now on, whatever arrives.
    await userEvent.click(anonymous())
    await arrive()
    expect(anonymous()).toHaveProperty('checked', true)
    await arrive()
    expect(anonymous()).toHaveProperty('checked', true)
  })

  it('promises moderators only while that is true, and says ahead why connections are different', async () => {
    renderWithEnvironment(<MemoryComposer onDone={vi.fn()} onCancel={vi.fn()} />)
    expect(description()).toBe(i18n._(ANONYMOUS_WORDS.hint))
    // Under the name (the box unticked), choosing connections says ahead why they are different.
    await userEvent.click(anonymous())
    await userEvent.click(connections())
    expect(description()).toBe(i18n._(ANONYMOUS_WORDS.notForConnections))
    expect(description()).not.toContain('Only Kindred’s moderators')
  })

  it('explains the pair right under the checkbox, read out as it appears, either way round', async () => {
    renderWithEnvironment(<MemoryComposer onDone={vi.fn()} onCancel={vi.fn()} />)
    // Without the name from the start (decision 057).
    expect(anonymous()).toHaveProperty('checked', true)
    expect(status().textContent).toBe('')
    await userEvent.click(connections())
    expect(status().textContent).toBe(ANONYMOUS_CONNECTIONS_MESSAGE)
    expect(description()).toBe(ANONYMOUS_CONNECTIONS_MESSAGE)
    // Nothing was changed behind the person's back: both stay as they chose.
    expect(anonymous()).toHaveProperty('checked', true)
    expect(connections()).toHaveProperty('checked', true)

    await userEvent.click(anonymous())
    expect(status().textContent).toBe('')
    await userEvent.click(anonymous())
    expect(status().textContent).toBe(ANONYMOUS_CONNECTIONS_MESSAGE)
  })

  it('does not send the pair: the summary says why and leads to the checkbox; one change and it is shared', async () => {
    const api = fakeApi({ [CREATE]: jsonResponse(201, memory({ is_mine: true, anonymous: true })) })
    const onDone = vi.fn()
    renderWithEnvironment(<MemoryComposer onDone={onDone} onCancel={vi.fn()} />)
    await writeAMemory()
    await userEvent.click(connections())
    await userEvent.click(screen.getByRole('button', { name: 'Share memory' }))

    const summary = screen.getByRole('group', { name: 'Something needs another look' })
    expect(document.activeElement).toBe(summary)
    await userEvent.click(screen.getByRole('link', { name: ANONYMOUS_CONNECTIONS_MESSAGE }))
    expect(document.activeElement).toBe(anonymous())
    expect(anonymous().getAttribute('aria-invalid')).toBe('true')
    expect(api.called(CREATE)).toBe(false)
    // What they wrote is all still there.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'The porch')

    await userEvent.click(everyone())
    expect(screen.queryByRole('group', { name: 'Something needs another look' })).toBeNull()
    expect(anonymous().getAttribute('aria-invalid')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Share memory' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(api.bodiesOf(CREATE)).toEqual([
      expect.objectContaining({ title: 'The porch', visibility: 'public', anonymous: true }),
    ])
  })

  it('shares with connections under your name once the box is unticked', async () => {
    const api = fakeApi({ [CREATE]: jsonResponse(201, memory({ is_mine: true })) })
    const onDone = vi.fn()
    renderWithEnvironment(<MemoryComposer onDone={onDone} onCancel={vi.fn()} />)
    await writeAMemory()
    await userEvent.click(connections())
    await userEvent.click(anonymous())
    await userEvent.click(screen.getByRole('button', { name: 'Share memory' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(api.bodiesOf(CREATE)[0]).toMatchObject({ visibility: 'connections', anonymous: false })
  })
})

describe('editing', () => {
  const renderEditor = (saved: Memory, onDone = vi.fn()) =>
    renderWithEnvironment(<MemoryComposer memory={saved} onDone={onDone} onCancel={vi.fn()} />)

  it('refuses to make a memory for connections anonymous, and sends nothing', async () => {
    const api = fakeApi({})
    renderEditor(memory({ is_mine: true, visibility: 'connections' }))
    await userEvent.click(anonymous())
    expect(status().textContent).toBe(ANONYMOUS_CONNECTIONS_MESSAGE)
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(screen.getByRole('link', { name: ANONYMOUS_CONNECTIONS_MESSAGE })).toBeTruthy()
    expect(api.fetchMock).not.toHaveBeenCalled()
  })

  it('warns about a pair saved before, without the promise, and saves other changes as they are', async () => {
    const saved = memory({ is_mine: true, visibility: 'connections', anonymous: true })
    const api = fakeApi({ [EDIT]: jsonResponse(200, { ...saved, title: 'The porch, later' }) })
    const onDone = vi.fn()
    renderEditor(saved, onDone)
    expect(status().textContent).toBe(i18n._(ANONYMOUS_WORDS.keptInComposer))
    expect(screen.queryByText(i18n._(ANONYMOUS_WORDS.hint))).toBeNull()
    const title = screen.getByRole('textbox', { name: 'Title' })
    await userEvent.clear(title)
    await userEvent.type(title, 'The porch, later')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(api.bodiesOf(EDIT)).toEqual([
      expect.objectContaining({ title: 'The porch, later', visibility: 'connections', anonymous: true }),
    ])
  })

  it('lets a pair saved before move out of it, and not back once changed', async () => {
    const saved = memory({ is_mine: true, visibility: 'connections', anonymous: true })
    renderEditor(saved)
    await userEvent.click(everyone())
    expect(status().textContent).toBe('')
    expect(description()).toBe(i18n._(ANONYMOUS_WORDS.hint))
    // Back to how it was saved: that is still theirs to keep.
    await userEvent.click(connections())
    expect(status().textContent).toBe(i18n._(ANONYMOUS_WORDS.keptInComposer))
  })

  it('shows the server’s refusal beside the choice it names', async () => {
    fakeApi({
      [EDIT]: jsonResponse(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        code: 'VALIDATION_FAILED',
        message: ANONYMOUS_CONNECTIONS_MESSAGE,
        fields: [{ path: 'body.visibility', message: ANONYMOUS_CONNECTIONS_MESSAGE }],
      }),
    })
    renderEditor(memory({ is_mine: true }))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const group = screen.getByRole('group', { name: 'Who can read it?' })
    await waitFor(() => expect(group.textContent).toContain(ANONYMOUS_CONNECTIONS_MESSAGE))
  })
})
