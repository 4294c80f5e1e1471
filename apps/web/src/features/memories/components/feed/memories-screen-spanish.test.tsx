import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { showLanguage } from '@/lib/i18n/show-language'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { card, tag } from '../../testing/memory-fixtures'
import { renderWithEnvironment } from '../../testing/render-with-environment'
import { MemoriesScreen } from './memories-screen'

const FEED = 'GET /api/v1/feed/'
const FIRST_KIND = 'GET /memories/api/v1/tags/chronic-adverse-events/list'

describe('/memories in Spanish', () => {
  beforeEach(() => showLanguage('es'))
  afterEach(() => showLanguage('en'))

  it('shows the way to share, the list, its cards, its pages and its tools in Spanish', async () => {
    fakeApi({
      [FEED]: jsonResponse(200, {
        results: [
          card({
            excerpt: 'Teníamos una cocina azul',
            truncated: true,
            edited_at: '2025-03-02T10:00:00.000Z',
          }),
        ],
        page: 1,
        limit: 10,
        has_next: true,
      }),
      [FIRST_KIND]: jsonResponse(200, {
        results: [
          tag(7, { kind: 'chronic-adverse-events', name: 'Gritos en casa', memory_count: 1 }),
          tag(8, { kind: 'chronic-adverse-events', name: 'Pasar necesidad', memory_count: 3 }),
        ],
      }),
    })
    renderWithEnvironment(<MemoriesScreen />)

    expect(screen.getByRole('button', { name: 'Escribir un recuerdo' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Compartir un recuerdo' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Recuerdos recientes' })).toBeTruthy()
    const article = await screen.findByRole('article')
    expect(
      within(article).getByRole('link', { name: /^Leer el recuerdo completo\s?: The blue kitchen$/ }),
    ).toBeTruthy()
    expect(within(article).getByText('(editado)')).toBeTruthy()
    const pages = screen.getByRole('navigation', { name: 'Páginas de recuerdos' })
    expect(within(pages).getByRole('button', { name: 'Recuerdos anteriores' })).toBeTruthy()
    expect(within(pages).getByText('Página 1')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Ordenar y filtrar' }))
    const order = await screen.findByRole('group', { name: 'Orden' })
    expect(within(order).getByRole('radio', { name: 'Los más recientes primero' })).toHaveProperty(
      'checked',
      true,
    )
    expect(within(order).getByRole('radio', { name: 'Los que más resonaron este mes' })).toBeTruthy()

    // The kinds are the Spanish content's, and each tag says how many memories carry it.
    await userEvent.click(screen.getByText('Filtrar por etiqueta'))
    const kind = await screen.findByRole('combobox', { name: 'Tipo de etiqueta' })
    expect(within(kind).getByRole('option', { name: 'Hermanos y hermanas' })).toBeTruthy()
    expect(await screen.findByRole('checkbox', { name: 'Gritos en casa (1 recuerdo)' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Pasar necesidad (3 recuerdos)' })).toBeTruthy()
  })
})
