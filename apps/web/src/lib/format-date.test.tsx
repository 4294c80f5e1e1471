import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatRelativeTime } from './format-date'
import { formatNumber } from './format-number'
import { showLanguage } from './i18n/show-language'
import { useFormats } from './use-formats'

afterEach(() => showLanguage('en'))

// Noon UTC: the same day in every time zone the tests may run in.
const DAY = '2026-12-07T12:00:00Z'
const NOW = Date.parse(DAY)
const minutesFrom = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()
const NBSP = '\u00a0'

describe('dates in the language shown', () => {
  it('writes a day, a moment and how long ago in English, then in Spanish', async () => {
    expect(formatDate(DAY)).toBe('December 7, 2026')
    expect(formatDateTime(DAY)).toMatch(/^Dec 7, 2026/)
    expect(formatRelativeTime(minutesFrom(-3), NOW)).toBe('3 minutes ago')
    expect(formatRelativeTime(minutesFrom(-24 * 60), NOW)).toBe('yesterday')
    expect(formatRelativeTime(minutesFrom(120), NOW)).toBe('in 2 hours')
    expect(formatRelativeTime(DAY, NOW)).toBe('now')

    await showLanguage('es')
    expect(formatDate(DAY)).toBe('7 de diciembre de 2026')
    expect(formatDateTime(DAY)).toMatch(/^7 dic 2026/)
    expect(formatRelativeTime(minutesFrom(-3), NOW)).toBe('hace 3 minutos')
    expect(formatRelativeTime(minutesFrom(-24 * 60), NOW)).toBe('ayer')
    expect(formatRelativeTime(minutesFrom(120), NOW)).toBe('dentro de 2 horas')
    expect(formatRelativeTime(DAY, NOW)).toBe('ahora')
  })

  it('writes nothing for something that is not a date, and English under the pseudo-language', async () => {
    expect(formatDateTime('not a date')).toBe('')
    expect(formatRelativeTime('not a date')).toBe('')
    await showLanguage('pseudo')
    expect(formatDate(DAY)).toBe('December 7, 2026')
  })
})

describe('numbers in the language shown', () => {
  it('groups thousands the English way, and the Spanish way from five digits with a no-break space', async () => {
    expect([formatNumber(1500), formatNumber(17_337), formatNumber(28.3)]).toEqual([
      '1,500',
      '17,337',
      '28.3',
    ])
    await showLanguage('es')
    expect([formatNumber(1500), formatNumber(17_337), formatNumber(28.3)]).toEqual([
      '1500',
      `17${NBSP}337`,
      '28,3',
    ])
    expect(formatNumber(2, { minimumFractionDigits: 1 })).toBe('2,0')
  })
})

function Dated() {
  const { date, number } = useFormats()
  return (
    <p>
      {date(DAY)} · {number(17_337)}
    </p>
  )
}

describe('useFormats', () => {
  it('draws a component again in the new language when the person changes it', async () => {
    const { container } = render(<Dated />)
    expect(container.textContent).toBe('December 7, 2026 · 17,337')
    await act(() => showLanguage('es'))
    expect(container.textContent).toBe(`7 de diciembre de 2026 · 17${NBSP}337`)
  })
})
