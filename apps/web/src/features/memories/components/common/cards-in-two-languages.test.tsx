import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Snippet } from '@kindred/contract/memories'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { showLanguage } from '@/lib/i18n/show-language'
import { card } from '../../testing/memory-fixtures'
import { renderWithEnvironment } from '../../testing/render-with-environment'
import { ContentWarningGate } from './content-warning-gate'
import { MemoryCardView } from './memory-card-view'
import { SnippetCard } from './snippet-card'

function snippet(meToo: number): Snippet {
  const { hash_id, shareable_link, title, language, mt, tags, content_warnings, author, created_at } = card()
  return {
    ...{ hash_id, shareable_link, title, language, mt, tags, content_warnings, author, created_at },
    snippet: 'We had a blue kitchen.',
    truncated: false,
    counts: { me_too: meToo, comments: 0 },
  }
}

// The filters' names come from the preferences content, in the language shown.
const SPANISH_FILTERS: Partial<Record<SafetyFilterSlug, string>> = {
  neglect: 'Negligencia',
  'physical-violence': 'Violencia física',
  'self-harm-suicide': 'Autolesiones y suicidio',
}
const spanishFilter = (slug: SafetyFilterSlug) => SPANISH_FILTERS[slug] ?? slug

describe('how many said the empathy words, in either language', () => {
  afterEach(() => showLanguage('en'))

  it('counts one person and several people in English and in Spanish', async () => {
    const { unmount } = renderWithEnvironment(
      <>
        <SnippetCard snippet={snippet(1)} />
        <SnippetCard snippet={snippet(3)} />
      </>,
      { empathyLabel: 'Me too' },
    )
    expect(screen.getByText('1 person said “Me too”')).toBeTruthy()
    expect(screen.getByText('3 people said “Me too”')).toBeTruthy()
    unmount()

    await showLanguage('es')
    renderWithEnvironment(
      <>
        <SnippetCard snippet={snippet(1)} />
        <SnippetCard snippet={snippet(3)} />
      </>,
      { empathyLabel: 'A mí también' },
    )
    expect(screen.getByText('1 persona dijo “A mí también”')).toBeTruthy()
    expect(screen.getByText('3 personas dijeron “A mí también”')).toBeTruthy()
  })
})

describe('memory cards in Spanish', () => {
  afterEach(() => showLanguage('en'))

  it('folds a memory away naming its filters as a Spanish list, with a Spanish way to open it', async () => {
    await showLanguage('es')
    renderWithEnvironment(
      <ContentWarningGate warnings={['neglect', 'self-harm-suicide']}>
        <p>The words of the memory</p>
      </ContentWarningGate>,
      { activeFilters: ['neglect', 'self-harm-suicide'], filterLabel: spanishFilter },
    )
    expect(
      screen.getByText(
        'Tus filtros de protección dejan plegado este recuerdo. Puede tratar sobre Negligencia y Autolesiones y suicidio.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Mostrar de todos modos' })).toBeTruthy()
  })

  it('tells its author who can see it and which warnings it carries', async () => {
    await showLanguage('es')
    const mine = card({
      is_mine: true,
      anonymous: true,
      visibility: 'public',
      content_warnings: ['physical-violence', 'neglect'],
    })
    renderWithEnvironment(<MemoryCardView memory={mine} />, { filterLabel: spanishFilter })
    expect(screen.getByText('Compartido con todo el mundo, sin tu nombre')).toBeTruthy()
    expect(screen.getByText('Tus avisos de contenido: Violencia física y Negligencia.')).toBeTruthy()
  })

  it("marks a memory's own words as the language it was written in, whatever the page shows", async () => {
    await showLanguage('es')
    const english = card({ title: 'The blue kitchen', excerpt: 'We had a blue kitchen.', language: 'en' })
    const { unmount } = renderWithEnvironment(<MemoryCardView memory={english} />)
    expect(screen.getByText('The blue kitchen').closest('[lang]')?.getAttribute('lang')).toBe('en')
    expect(screen.getByText('We had a blue kitchen.').closest('[lang]')?.getAttribute('lang')).toBe('en')
    unmount()
    renderWithEnvironment(
      <SnippetCard snippet={{ ...snippet(0), title: 'La cocina azul', language: 'es' }} />,
    )
    expect(screen.getByText('La cocina azul').closest('[lang]')?.getAttribute('lang')).toBe('es')
  })
})
