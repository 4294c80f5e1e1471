import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '@kindred/contract/languages'
import { englishLeftIn, linksOf } from '../../../../test/english-left'
import { NOTIFICATION_SUBJECTS } from '../../../../test/email-fixtures'
import { DETAILED_LINES, notificationMail } from './notification-mail'

// A notification mail or digest in each language (decision 084): every word of it translated, its
// links kept, its counts as plurals, and its subject the one of its language whatever it counts.

const write = (language: Language, count: number, lines?: string[]) =>
  notificationMail({
    to: 'ana@example.org',
    language,
    appOrigin: 'https://kindred.example',
    count,
    lines,
    unsubscribeToken: 'token.1.2',
  })
const whole = (mail: ReturnType<typeof write>) => `${mail.subject}\n${mail.text}\n${mail.html}`
/** A detailed mail's sentences, already in the mail's language as the handler gives them. */
const lines = (language: Language) =>
  Array.from({ length: DETAILED_LINES }, (_, i) => (language === 'en' ? `News ${i}` : `Novedad ${i}`))

describe.each(LANGUAGES.filter((language) => language !== 'en'))('a notification mail in %s', (language) => {
  it.each([
    ['a discreet one', 1, false],
    ['a detailed one with more than it lists', 14, true],
  ] as const)('%s leaves no English, and keeps every link and header', (_, count, detailed) => {
    const english = write('en', count, detailed ? lines('en') : undefined)
    const translated = write(language, count, detailed ? lines(language) : undefined)
    expect(englishLeftIn(whole(english), whole(translated))).toEqual([])
    expect(linksOf(translated.text)).toEqual(linksOf(english.text))
    expect(translated.headers).toEqual(english.headers)
    expect(translated.html).toContain(`<html lang="${language}">`)
  })
})

describe('a notification mail in Spanish', () => {
  it('counts with plurals: one thing, many things, and how many more than it lists', () => {
    expect(write('es', 1).text).toContain('Hola:\n\nTienes 1 novedad en Kindred.')
    expect(write('es', 3).text).toContain('Tienes 3 novedades en Kindred.')
    expect(write('es', 14, lines('es')).text).toContain('- Novedad 9\n- y 4 más')
    expect(write('es', 11, lines('es')).text).toContain('- Novedad 9\n- y 1 más')
    expect(write('en', 14, lines('en')).text).toContain('- News 9\n- and 4 more')
  })

  it('has the subject of its language whatever it counts or lists, and nothing of either', () => {
    for (const language of LANGUAGES) {
      const subjects = new Set([write(language, 1).subject, write(language, 14, lines(language)).subject])
      expect([...subjects]).toEqual([NOTIFICATION_SUBJECTS[language]])
    }
    expect(NOTIFICATION_SUBJECTS).toEqual({
      en: 'Something new for you on Kindred',
      es: 'Algo nuevo para ti en Kindred',
    })
  })
})
