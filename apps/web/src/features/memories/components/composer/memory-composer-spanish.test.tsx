import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showLanguage } from '@/lib/i18n/show-language'
import { resetDraftStorageForTests } from '@/lib/draft-storage'
import { fakeApi } from '@/test/fake-api'
import { renderWithEnvironment } from '../../testing/render-with-environment'
import { MemoryComposer } from './memory-composer'

const CREATE = 'POST /memories/api/v1/memories/'
const REFUSED =
  'Solo tus conexiones pueden leer este recuerdo, así que sabrían que es tuyo. Puedes compartirlo con todo el mundo sin tu nombre o con tus conexiones con tu nombre.'

function renderComposer() {
  return renderWithEnvironment(<MemoryComposer onDone={vi.fn()} onCancel={vi.fn()} />, {
    crisisLines: <p>Llama o envía un mensaje de texto al 988</p>,
  })
}

describe('the composer in Spanish', () => {
  beforeEach(() => showLanguage('es'))
  afterEach(async () => {
    resetDraftStorageForTests()
    await showLanguage('en')
  })

  it('names every field, choice and button in Spanish, with the tag kinds of the Spanish content', async () => {
    renderComposer()
    const form = screen.getByRole('form', { name: 'Compartir un recuerdo' })
    expect(within(form).getByRole('textbox', { name: 'Título' })).toBeTruthy()
    expect(within(form).getByRole('textbox', { name: 'Tu recuerdo' })).toBeTruthy()
    // Figures written the Spanish way.
    expect(within(form).getByText('0 de 10.000 caracteres')).toBeTruthy()
    const about = within(form).getByRole('group', { name: '¿De qué trata este recuerdo?' })
    expect(within(about).getByRole('radio', { name: 'Lo que pasó' })).toBeTruthy()
    expect(within(about).getByRole('radio', { name: 'Cómo me afecta hoy' })).toBeTruthy()
    const age = within(form).getByRole('combobox', { name: '¿Qué edad tenías? (opcional)' })
    expect(within(age).getByRole('option', { name: 'De 6 a 11 años' })).toBeTruthy()
    const tags = within(form).getByRole('group', { name: 'Etiquetas (opcional)' })
    expect(await within(tags).findByText('Sentimientos')).toBeTruthy()
    expect(within(tags).getByText('Cosas difíciles que pasaron de repente')).toBeTruthy()
    expect(within(tags).queryByText('Feelings')).toBeNull()
    const readers = within(form).getByRole('group', { name: '¿Quién puede leerlo?' })
    expect(within(readers).getByRole('radio', { name: 'Todo el mundo' })).toHaveProperty('checked', true)
    expect(within(form).getByRole('checkbox', { name: 'Compartir sin mi nombre' })).toBeTruthy()
    expect(within(form).getByRole('group', { name: '¿Quién puede responder?' })).toBeTruthy()
    expect(within(form).getByRole('button', { name: 'Compartir el recuerdo' })).toBeTruthy()
    expect(within(form).getByRole('button', { name: 'Ahora no' })).toBeTruthy()
    expect(within(form).getByText('¿No sabes por dónde empezar?')).toBeTruthy()
  })

  it('says in Spanish what the form refuses, the contract’s reasons included, and sends nothing', async () => {
    const api = fakeApi({})
    renderComposer()
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Tu recuerdo' }),
      'Teníamos una cocina azul y una radio.',
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Mis conexiones' }))
    // Said as the pair is chosen, right under the box…
    expect(screen.getByText(REFUSED).getAttribute('role')).toBe('status')
    await userEvent.click(screen.getByRole('button', { name: 'Compartir el recuerdo' }))
    // …and in the summary, with the title the form asks for.
    expect(screen.getByRole('link', { name: REFUSED })).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Ponle un título a tu recuerdo: bastan unas pocas palabras.' }),
    ).toBeTruthy()
    expect(api.called(CREATE)).toBe(false)
  })

  it('offers the private crisis note, in Spanish, when Spanish writing mentions wanting to die', async () => {
    renderComposer()
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Tu recuerdo' }),
      'Había noches en que quería morir.',
    )
    const note = screen.getByRole('complementary', { name: 'Si esto se parece a cómo te sientes ahora' })
    expect(note.textContent).toContain('Solo tú puedes ver esta nota')
    expect(note.textContent).toContain('Llama o envía un mensaje de texto al 988')
  })
})
