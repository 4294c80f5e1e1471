import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetDraftStorageForTests } from '@/lib/draft-storage'
import { showLanguage } from '@/lib/i18n/show-language'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { memory } from '../../testing/memory-fixtures'
import { renderWithEnvironment } from '../../testing/render-with-environment'
import { MemoryComposer } from './memory-composer'

const CREATE = 'POST /memories/api/v1/memories/'
const EDIT = 'PATCH /memories/api/v1/memories/abc123/'

afterEach(async () => {
  resetDraftStorageForTests()
  await showLanguage('en')
})

/** A new memory's composer; `send` writes a memory that may be shared and shares it. */
function compose(words: { title: string; body: string; button: string }) {
  const onDone = vi.fn()
  renderWithEnvironment(<MemoryComposer onDone={onDone} onCancel={vi.fn()} />)
  return {
    onDone,
    send: async () => {
      await userEvent.type(screen.getByRole('textbox', { name: words.title }), 'The blue kitchen')
      await userEvent.type(
        screen.getByRole('textbox', { name: words.body }),
        'We had a blue kitchen and a radio.',
      )
      await userEvent.click(screen.getByRole('button', { name: words.button }))
      await waitFor(() => expect(onDone).toHaveBeenCalled())
    },
  }
}

const ENGLISH = { title: 'Title', body: 'Your memory', button: 'Share memory', writtenIn: 'Written in' }
const SPANISH = {
  title: 'Título',
  body: 'Tu recuerdo',
  button: 'Compartir el recuerdo',
  writtenIn: 'Escrito en',
}

describe('the language a memory is written in', () => {
  it('is the language the page is shown in, each language offered named in itself', async () => {
    const api = fakeApi({ [CREATE]: jsonResponse(201, memory({ is_mine: true })) })
    const { send } = compose(ENGLISH)
    const writtenIn = screen.getByRole('combobox', { name: ENGLISH.writtenIn })
    // Each language named in itself, so a reader finds their own.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('Español')
    expect(screen.getByRole('option', { name: 'English', selected: true })).toBeTruthy()
    expect(writtenIn).toHaveProperty('value', 'en')
    await send()
    expect(api.bodiesOf(CREATE)[0]).toMatchObject({ title: 'The blue kitchen', language: 'en' })
  })

  it('is Spanish on a page shown in Spanish', async () => {
    await showLanguage('es')
    const api = fakeApi({ [CREATE]: jsonResponse(201, memory({ is_mine: true, language: 'es' })) })
    const { send } = compose(SPANISH)
    expect(screen.getByRole('combobox', { name: SPANISH.writtenIn })).toHaveProperty('value', 'es')
    await send()
    expect(api.bodiesOf(CREATE)[0]).toMatchObject({ language: 'es' })
  })

  it('is the one the person chooses, kept with the draft', async () => {
    const api = fakeApi({ [CREATE]: jsonResponse(201, memory({ is_mine: true, language: 'es' })) })
    const first = renderWithEnvironment(<MemoryComposer onDone={vi.fn()} onCancel={vi.fn()} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'La cocina azul')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Written in' }), 'Español')
    first.unmount()

    // The draft comes back written in Spanish, and is sent so.
    const onDone = vi.fn()
    renderWithEnvironment(<MemoryComposer onDone={onDone} onCancel={vi.fn()} />)
    expect(screen.getByRole('combobox', { name: 'Written in' })).toHaveProperty('value', 'es')
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your memory' }),
      'Teníamos una cocina azul y una radio.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Share memory' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(api.bodiesOf(CREATE)).toEqual([
      expect.objectContaining({ title: 'La cocina azul', language: 'es' }),
    ])
  })

  it('follows the page when it switches language while the person writes, until they choose one', async () => {
    renderWithEnvironment(<MemoryComposer onDone={vi.fn()} onCancel={vi.fn()} />)
    expect(screen.getByRole('combobox', { name: 'Written in' })).toHaveProperty('value', 'en')
    await showLanguage('es')
    expect(await screen.findByRole('combobox', { name: 'Escrito en' })).toHaveProperty('value', 'es')
  })

  it('of a memory being edited is its own, shown and kept, whatever the page is in', async () => {
    const api = fakeApi({ [EDIT]: jsonResponse(200, memory({ is_mine: true, language: 'es' })) })
    const onDone = vi.fn()
    renderWithEnvironment(
      <MemoryComposer
        memory={memory({ is_mine: true, language: 'es' })}
        onDone={onDone}
        onCancel={vi.fn()}
      />,
    )
    expect(screen.getByRole('combobox', { name: 'Written in' })).toHaveProperty('value', 'es')
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' again')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(api.bodiesOf(EDIT)[0]).toMatchObject({ title: 'The blue kitchen again', language: 'es' })
  })
})
