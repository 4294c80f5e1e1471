import { describe, expect, it } from 'vitest'
import type { Language } from '@kindred/contract/languages'
import { PREFERENCE_PATHS, type Preferences } from '@kindred/contract/preferences'
import { chooseLanguage } from '../../../test/email-fixtures'
import { buildIdentityApp, GOOD_PASSWORD, newEmail, outboxSettled } from '../../../test/identity-fixtures'
import { liftedLimits } from '../../../test/lifted-limits'
import { tokenFrom, type ReceivedMail } from '../../../test/mailbox'
import { TestBrowser } from '../../../test/test-browser'

// Every mail identity sends is in the person's language (decision 084): the one they signed up in,
// which registration saves as theirs, or the one they chose since; a mail to an account without one
// is in the language of the request that asks for it. Through the real SMTP mailbox.

const { app, mailbox } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits(
    'loginPerIp',
    'mailRequestsPerIp',
    'tokenConfirmationsPerIp',
    'accountRequestsPerUser',
    'memoryChangesPerUser',
  ),
})

const SPANISH = 'es-MX,es;q=0.9,en;q=0.5'
const ENGLISH = 'en-GB,en;q=0.9'
const NEW_PASSWORD = 'a brand new passphrase'

/** The next mail to `to`, of any subject, after the `seen` first ones. */
const nextMail = (to: string, seen: number) => mailbox.waitFor(to, /./, { skip: seen })

/** Registers from a browser with these languages (or none); the mail it gets. */
async function register(languages: string | undefined, email = newEmail('lang')) {
  const browser = new TestBrowser(app)
  if (languages !== undefined) browser.speaking(languages)
  const seen = mailbox.sentTo(email).length
  const res = await browser.post('/api/v1/auth/register', {
    email,
    password: GOOD_PASSWORD,
    display_name: 'Garza Tranquila',
  })
  expect(res.statusCode).toBe(202)
  return { browser, email, mail: await nextMail(email, seen) }
}

/** Opens the verification link in `browser` (signed in from then on); the language it saved. */
async function verify(browser: TestBrowser, mail: ReceivedMail): Promise<Preferences['language']> {
  const res = await browser.post('/api/v1/auth/verify-email', { token: tokenFrom(mail, '/auth/verify') })
  expect(res.statusCode).toBe(200)
  await outboxSettled(app)
  return ((await browser.get(PREFERENCE_PATHS.mine)).json() as Preferences).language
}

/** A verified person whose saved language is `language` (null: none), signed in. */
async function personWhoReads(language: Language | null) {
  const { browser, email, mail } = await register(ENGLISH)
  await verify(browser, mail)
  await chooseLanguage(browser, language)
  return { browser, email }
}

/** Asks from a stranger's browser with these languages, and returns the mail it causes. */
async function askFrom(languages: string, email: string, path: string, body: unknown = { email }) {
  const seen = mailbox.sentTo(email).length
  expect((await new TestBrowser(app).speaking(languages).post(path, body)).statusCode).toBe(202)
  return nextMail(email, seen)
}

describe('signing up', () => {
  it('from a Spanish browser: the verification mail is Spanish, and the account keeps Spanish', async () => {
    const { browser, email, mail } = await register(SPANISH)
    expect(mail.subject).toBe('Confirma tu correo para Kindred')
    expect(mail.text).toContain('Hola, Garza Tranquila:')
    expect(mail.text).toContain('Gracias por unirte a Kindred.')
    expect(mail.text).toContain('Confirmar mi correo:')
    expect(mail.text).toContain('<html lang="es">')
    expect(mail.text).not.toMatch(/Confirm your email|Thank you|With care/)

    // Asked again from an English browser, the link still comes in the account's language.
    const again = await askFrom(ENGLISH, email, '/api/v1/auth/resend-verification')
    expect(again.subject).toBe('Confirma tu correo para Kindred')

    expect(await verify(browser, again)).toBe('es')
  })

  it.each([
    ['an English browser', ENGLISH],
    ['a browser asking for a language Kindred does not speak', 'fr-FR,fr;q=0.9'],
    ['a browser that says nothing', undefined],
  ])('from %s: the mail is English, and the account keeps English', async (_, languages) => {
    const { browser, mail } = await register(languages)
    expect(mail.subject).toBe('Confirm your email for Kindred')
    expect(mail.text).toContain('Hello Garza Tranquila,')
    expect(mail.text).toContain('<html lang="en">')
    expect(await verify(browser, mail)).toBe('en')
  })

  it('again, with an address that has an account: the note speaks its owner’s language, not the asker’s', async () => {
    const { email } = await personWhoReads('es')
    const note = await register(ENGLISH, email)
    expect(note.mail.subject).toBe('Alguien intentó crear una cuenta de Kindred con tu correo')
    expect(note.mail.text).toContain('Ya tienes una cuenta, así que no cambió nada.')
  })
})

describe('a person who reads Spanish', () => {
  it('gets the reset link and the notice that follows in Spanish, asked from an English browser', async () => {
    const { email } = await personWhoReads('es')
    const reset = await askFrom(ENGLISH, email, '/api/v1/auth/password/forgot')
    // Accents in a subject travel encoded (RFC 2047) and arrive as written.
    expect(reset.subject).toBe('Restablece tu contraseña de Kindred')
    expect(reset.text).toContain('Elegir una contraseña nueva:')

    const seen = mailbox.sentTo(email).length
    const res = await new TestBrowser(app).speaking(ENGLISH).post('/api/v1/auth/password/reset', {
      token: tokenFrom(reset, '/auth/reset-password'),
      password: NEW_PASSWORD,
    })
    expect(res.statusCode).toBe(200)
    const notice = await nextMail(email, seen)
    expect(notice.subject).toBe('Se cambió tu contraseña de Kindred')
    expect(notice.text).toContain('revisa tus sesiones en Ajustes')
  })

  it('gets both mails of an email change, and the password change link, in Spanish', async () => {
    const { browser, email } = await personWhoReads('es')
    const to = newEmail('nueva')
    const [seenOld, seenNew] = [mailbox.sentTo(email).length, mailbox.sentTo(to).length]
    const change = await browser.post('/api/v1/auth/email/change/request', {
      new_email: to,
      current_password: GOOD_PASSWORD,
    })
    expect(change.statusCode).toBe(202)
    const notice = await nextMail(email, seenOld)
    expect(notice.subject).toBe('Se está cambiando tu correo de Kindred')
    expect(notice.text).toContain(`pidió cambiar el correo de la cuenta a ${to}.`)
    const link = await nextMail(to, seenNew)
    expect(link.subject).toBe('Confirma tu nuevo correo para Kindred')
    expect(link.text).toContain('Usar este correo:')

    const seen = mailbox.sentTo(email).length
    const password = await browser.post('/api/v1/auth/password/change/request', {
      current_password: GOOD_PASSWORD,
    })
    expect(password.statusCode).toBe(202)
    const mail = await nextMail(email, seen)
    expect(mail.subject).toBe('Cambia tu contraseña de Kindred')
    expect(mail.text).toContain('Pediste cambiar tu contraseña.')
  })
})

describe('a person who reads English', () => {
  it('still gets English, asked from a Spanish browser', async () => {
    const { email } = await personWhoReads('en')
    const reset = await askFrom(SPANISH, email, '/api/v1/auth/password/forgot')
    expect(reset.subject).toBe('Reset your Kindred password')
    expect(reset.text).toContain('We received a request to reset your password.')
  })
})

describe('an account with no language saved', () => {
  it("(made before languages were saved, or following the browser again) is written to in the asker's", async () => {
    const { email } = await personWhoReads(null)
    expect((await askFrom(SPANISH, email, '/api/v1/auth/password/forgot')).subject).toBe(
      'Restablece tu contraseña de Kindred',
    )
    expect((await askFrom(ENGLISH, email, '/api/v1/auth/password/forgot')).subject).toBe(
      'Reset your Kindred password',
    )
  })
})
