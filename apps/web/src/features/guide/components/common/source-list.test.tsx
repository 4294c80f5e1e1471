import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Source } from '@kindred/contract/guide'
import { showLanguage } from '@/lib/i18n/show-language'
import { SourceList } from './source-list'

// Sources stay as published (decision 083): a reader of another language is told what they would
// be reading, and a screen reader says the citation in its own language.
const english: Source = {
  key: 'cdc-ace-prevalence',
  citation: 'Centers for Disease Control and Prevention. ACE Study: Data and Statistics.',
  language: 'en',
  url: 'https://example.org/cdc',
}
const spanish: Source = {
  key: 'rtve-024',
  citation: 'RTVE. 2022. La línea 024 cumple un año.',
  language: 'es',
}

const entries = () => screen.getAllByRole('listitem')

afterEach(() => showLanguage('en'))

describe('a list of sources', () => {
  it('on a Spanish page, says an English source is in English, its citation marked as English', async () => {
    await showLanguage('es')
    render(<SourceList sources={[english, spanish]} idOf={(n) => `source-${n}`} />)
    const [first, second] = entries()
    expect(first!.textContent).toContain(`${english.citation} (en inglés) Abrir la fuente 1 (abre otra web)`)
    expect(first!.querySelector('[lang="en"]')?.textContent).toBe(english.citation)
    // A Spanish source on a Spanish page: nothing to say.
    expect(second!.textContent).toBe(`${spanish.citation} `)
    expect(second!.querySelector('[lang]')).toBeNull()
  })

  it("on a Spanish page, follows the English citation with Kindred's note in Spanish, not marked as English", async () => {
    await showLanguage('es')
    const note = 'Página web archivada: cuántas personas vivieron cada categoría, 1995–1997.'
    render(<SourceList sources={[{ ...english, note }]} idOf={(n) => `source-${n}`} />)
    const [entry] = entries()
    expect(entry!.textContent).toContain(`${english.citation} (en inglés) ${note} Abrir la fuente 1`)
    // Only the citation is said as English: the note is in the page's language.
    const marked = [...entry!.querySelectorAll('[lang]')]
    expect(marked.map((element) => [element.getAttribute('lang'), element.textContent])).toEqual([
      ['en', english.citation],
    ])
  })

  it('on an English page, says nothing of an English source, and names a Spanish one', () => {
    render(<SourceList sources={[english, spanish]} idOf={(n) => `source-${n}`} />)
    const [first, second] = entries()
    expect(first!.textContent).toContain(`${english.citation} Open the source 1 (opens another website)`)
    expect(first!.querySelector('[lang]')).toBeNull()
    expect(second!.textContent).toBe(`${spanish.citation} (in Spanish) `)
    expect(second!.querySelector('[lang="es"]')?.textContent).toBe(spanish.citation)
  })
})
