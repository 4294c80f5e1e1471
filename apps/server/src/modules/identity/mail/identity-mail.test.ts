import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '@kindred/contract/languages'
import type { Mail } from '../../../lib/mailer'
import { englishLeftIn, linksOf } from '../../../../test/english-left'
import * as identityMails from './identity-mail'

// Every mail identity writes has all its words in the reader's language (decision 084): a mail
// added to identity-mail.ts is checked here by itself, in every language Kindred speaks, so a text
// written into code, or a message without its translation, fails.

/** What any of the mails takes: the password mail's kind and the email change's new address included. */
type Input = Parameters<typeof identityMails.changePasswordMail>[0] &
  Parameters<typeof identityMails.emailChangeNoticeMail>[0]
const compose = identityMails as Record<string, (m: Input) => Mail>

/** Each mail identity writes, by its name (both kinds of the password mail), in `language`. */
function everyMail(language: Language): Map<string, Mail> {
  const mails = new Map<string, Mail>()
  for (const [name, mail] of Object.entries(compose)) {
    for (const settingFirst of [false, true]) {
      const written = mail({
        to: 'ana@example.org',
        appOrigin: 'https://kindred.example',
        displayName: 'Garza',
        token: 'T'.repeat(43),
        newEmail: 'nueva@example.org',
        settingFirst,
        language,
      })
      mails.set(name === 'changePasswordMail' ? `${name}(settingFirst: ${settingFirst})` : name, written)
    }
  }
  return mails
}

const english = everyMail('en')
const whole = (mail: Mail) => `${mail.subject}\n${mail.text}\n${mail.html}`

describe('every identity mail', () => {
  it('is all of them: seven mails, the password one in its two kinds', () => {
    expect(english.size).toBe(8)
  })

  describe.each(LANGUAGES.filter((language) => language !== 'en'))('in %s', (language) => {
    const translated = everyMail(language)

    it.each([...english.keys()])('%s leaves no English, and keeps every link', (name) => {
      const [source, mail] = [english.get(name)!, translated.get(name)!]
      expect(englishLeftIn(whole(source), whole(mail))).toEqual([])
      expect(mail.subject).not.toBe(source.subject)
      expect(linksOf(mail.text)).toEqual(linksOf(source.text))
      expect(mail.html).toContain(`<html lang="${language}">`)
    })
  })

  it('would catch English left in a translation', () => {
    const verify = english.get('verificationMail')!
    expect(englishLeftIn(verify.text, 'Hola, Garza: Thank you for joining Kindred.')).toEqual([
      'garza thank you',
      'thank you for',
      'you for joining',
      'for joining kindred',
    ])
  })
})

describe('a verification mail in Spanish', () => {
  it('greets by pseudonym, says what to do, in tú, and signs off with care', () => {
    const mail = everyMail('es').get('verificationMail')!
    expect(mail.subject).toBe('Confirma tu correo para Kindred')
    expect(mail.text).toContain('Hola, Garza:\n\nGracias por unirte a Kindred.')
    expect(mail.text).toContain(
      `Confirmar mi correo:\nhttps://kindred.example/auth/verify#token=${'T'.repeat(43)}`,
    )
    expect(mail.text).toContain('Con afecto,\nKindred')
    expect(mail.text).toContain(
      'la página de ayuda de Kindred tiene líneas de ayuda en crisis gratuitas: https://kindred.example/help',
    )
    expect(mail.html).toContain('Si el botón no funciona, copia esta dirección en tu navegador:')
  })
})
