import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryRouter } from 'react-router'
import { GetHelpLink } from '@/features/safety/components/get-help-link'
import { QuickExitButton } from '@/features/safety/components/quick-exit-button'
import { pickLanguage } from '@/lib/i18n/languages'
import { showLanguage } from '@/lib/i18n/show-language'

function page() {
  return render(
    <MemoryRouter>
      <GetHelpLink />
      <QuickExitButton />
    </MemoryRouter>,
  )
}

describe('the page in the person’s language', () => {
  afterEach(() => showLanguage('en'))

  it('shows Spanish words, names and `lang` once Spanish is shown, and English again after', async () => {
    await showLanguage('es')
    const { unmount } = page()
    expect(screen.getByRole('link', { name: 'Buscar ayuda' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Salida rápida/ })).toBeTruthy()
    expect(document.documentElement.lang).toBe('es')
    unmount()

    await showLanguage('en')
    page()
    expect(screen.getByRole('link', { name: 'Get help' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Quick exit/ })).toBeTruthy()
    expect(document.documentElement.lang).toBe('en')
  })
})

describe('which language a page starts in', () => {
  it('is the person’s pick, else the first of the browser’s Kindred speaks, else English', () => {
    expect(pickLanguage('es', ['en-US'])).toBe('es')
    expect(pickLanguage(null, ['fr-FR', 'es-MX', 'en'])).toBe('es')
    expect(pickLanguage(null, ['EN-gb', 'es'])).toBe('en')
    expect(pickLanguage('de', ['fr', 'pt-BR'])).toBe('en')
    expect(pickLanguage(undefined, [])).toBe('en')
  })
})
