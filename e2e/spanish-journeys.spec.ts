import type { Page } from '@playwright/test'
import { PASSWORD, registerThroughTheForm } from './fixtures/accounts'
import { finishWithOneAnswer, openReportSection, sourceList, typeName } from './fixtures/guide'
import {
  anotherNamedPerson,
  authorWithMemory,
  empathyButton,
  openMemory,
  signedInWithName,
} from './fixtures/interactions'
import { linkFromEmail, mailTo, uniqueEmail } from './fixtures/mail'
import { cardOf, shareMemory, unique } from './fixtures/memories'
import { expectTheVisitForgotten, openKindredThreeStepsDeep, quickExitButton } from './fixtures/quick-exit'
import { expect, test } from './fixtures/test'
import { YOUR_SPACE } from './fixtures/your-space'

// Issue 38's journeys for a person whose phone speaks Spanish: what they see, through the screens
// they would use, from the guide to its report, signing up, sharing and finding a memory, a "me
// too" and its notification, and the quick exit. Every page says it is Spanish (`lang="es"`).
test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const expectSpanish = (page: Page) => expect(page.locator('html')).toHaveAttribute('lang', 'es')

test.describe('the guide', () => {
  test('answered in Spanish, it ends on a report in Spanish, its figures with their sources', async ({
    page,
  }) => {
    await finishWithOneAnswer(page, 'es')
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: /Terminado, con 1 de 35 preguntas respondidas\s*Tu informe/,
      }),
    ).toBeFocused()
    await expectSpanish(page)
    const summary = page.getByRole('region', { name: 'En resumen' })
    await expect(summary).toContainText('Puntuación EAI')
    await expect(summary).toContainText('1 de 10')
    await expect(summary).toContainText('Contadas en tu puntuación EAI: maltrato físico.')

    // The section of the experience answered, named as the Spanish content names it, with the
    // study's figure written the Spanish way and a citation that leads to its source.
    const section = await openReportSection(page, typeName('physical-abuse', 'es'))
    await expect(section.getByRole('heading', { name: 'Qué es' })).toBeVisible()
    const figure = section.getByText(/el 28,3 % de las personas adultas dijo haberlo vivido/)
    await expect(figure).toBeVisible()
    const citation = figure.getByRole('link', { name: /^Fuente \d+$/ })
    const number = (await citation.getAttribute('href'))!.replace('#report-source-', '')
    await citation.click()
    const source = page.locator(`#report-source-${number}`)
    await expect(source).toBeFocused()
    await expect(sourceList(page, 'es')).toBeVisible()
    // Cited as published, and said to be in English; its link named in Spanish.
    await expect(source).toContainText('Centers for Disease Control and Prevention')
    await expect(source).toContainText('(en inglés)')
    await expect(
      source.getByRole('link', { name: `Abrir la fuente ${number} (abre otra web)` }),
    ).toBeVisible()
  })
})

test.describe('signing up', () => {
  test('the confirmation email comes in Spanish and says nothing private; its link signs the person in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('es-signup')
    const name = await registerThroughTheForm(page, email, PASSWORD, 'es')
    await expectSpanish(page)
    await expect(
      page.getByText('Si se puede usar esta dirección, te enviamos un enlace. Funciona durante 24 horas.'),
    ).toBeVisible()

    const link = await linkFromEmail(request, email, '/auth/verify')
    const [mail] = await mailTo(request, email)
    expect(mail!.subject).toBe('Confirma tu correo para Kindred')
    expect(mail!.text).toContain(`Hola, ${name}:`)
    expect(mail!.text).toContain('Gracias por unirte a Kindred. Confirma que esta es tu dirección de correo.')
    expect(mail!.text).toMatch(/Confirmar mi correo:\s+http/)
    expect(mail!.text).toContain(link)
    expect(mail!.text).toContain('Con afecto,')
    expect(mail!.html).toContain('<html lang="es">')
    // Others may read an inbox: the mail names nothing of why someone comes to Kindred, and no
    // English is left in it.
    for (const part of [mail!.subject, mail!.text]) {
      expect(part).not.toMatch(/infancia|adversidad|trauma|maltrato|abuso|EAI|guía|recuerdo/i)
      expect(part).not.toMatch(/\b(the|your|you|please|email)\b/i)
    }

    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: YOUR_SPACE.es })).toBeVisible()
    await expect(page).toHaveURL('/home')
    await expect(page.getByRole('alert')).toHaveText(
      /^Tu dirección de correo está verificada y ya tienes la sesión abierta\./,
    )
    await expectSpanish(page)
  })
})

test.describe('memories', () => {
  test('a memory shared in Spanish is found by another form of one of its words', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await signedInWithName(page, request, 'es-memory', 'es')
    const title = unique('La casa de la abuela')
    const link = await shareMemory(
      page,
      { title, body: 'Cada verano recordaba el olor del pan en la cocina de la abuela.' },
      'es',
    )
    await expectSpanish(page)

    // "recordar" is not a word of the memory, but the Spanish stemmer joins it with "recordaba".
    await page.goto('/memories/search')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buscar recuerdos')
    await page.getByRole('searchbox', { name: 'Palabras que buscar' }).fill('recordar')
    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    await expect(page).toHaveURL('/memories/search?q=recordar')
    const result = cardOf(page, title)
    await expect(result).toBeVisible()
    await expect(result.locator('mark')).toHaveText(['recordaba'])
    await result.getByRole('link', { name: title, exact: true }).click()
    await expect(page).toHaveURL(link)
  })

  test('a "me too" from someone else reaches the author as a notification in Spanish', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000)
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notificaciones/ })
    const { title, link } = await authorWithMemory(
      page,
      request,
      'es-author',
      {
        title: 'La luz del portal',
        body: 'Alguien dejaba siempre encendida la luz del portal, y nunca supe quién.',
      },
      'es',
    )
    await expect(bell).toHaveAccessibleName('Notificaciones')

    // Someone else, on a Spanish phone of their own, says "A mí también" under their name.
    const reader = await anotherNamedPerson(browser, request, 'es-reader', 'es')
    const readersView = await openMemory(reader.page, link, title)
    await expectSpanish(reader.page)
    await empathyButton(readersView, 'A mí también').click()
    const form = reader.page.getByRole('form', { name: 'Decir “A mí también”' })
    await form.getByRole('checkbox', { name: 'Decirlo sin mi nombre' }).uncheck()
    await form.getByRole('button', { name: 'Enviar' }).click()
    await expect(form).toHaveCount(0)
    await expect(empathyButton(readersView, 'A mí también')).toHaveAccessibleName(/\(lo dijiste\)$/)

    // The author's bell counts it without a reload, and the notification says who, in Spanish.
    await expect(bell).toHaveAccessibleName('Notificaciones, 1 nueva')
    await bell.click()
    await expect(page).toHaveURL('/home/notifications')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notificaciones')
    const sentence = `${reader.name} dijo «A mí también» a «${title}»`
    await expect(
      page.getByRole('region', { name: 'A mí también', exact: true }).getByRole('link', {
        name: `No leída: ${sentence}`,
      }),
    ).toBeVisible()
    await expect(bell).toHaveAccessibleName('Notificaciones')
    await reader.context.close()
  })
})

test.describe('the quick exit', () => {
  test('"Salida rápida" leaves for the neutral site and leaves nothing of Kindred in the history', async ({
    page,
  }) => {
    await openKindredThreeStepsDeep(page, { language: 'es' })
    await expectSpanish(page)
    await quickExitButton(page, 'es').click()
    await expectTheVisitForgotten(page, 'es')
  })
})
