import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { showLanguage } from '@/lib/i18n/show-language'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { renderWithProviders } from '@/test/render-with-providers'
import { API, emptyComments, report } from '../testing/guide-fixtures'
import { withFinishedGuide } from '../testing/guide-device'
import { tableRows } from '../testing/report-table'
import { ConsentScreen } from './consent/consent-screen'
import { ProgressMeter } from './questions/progress-meter'
import { WelcomeBack } from './questions/welcome-back'

/** Words any English sentence of the guide's frame would carry, and no Spanish one does. */
const ENGLISH = /\b(the|you|your|and|of|to|is|are|we)\b/i

beforeAll(async () => {
  await import('./report/report-screen')
}, 120_000)

afterEach(() => showLanguage('en'))

describe('the guide in Spanish', () => {
  it('asks for consent wholly in Spanish, and says so in Spanish when the box is not ticked', async () => {
    await showLanguage('es')
    renderWithProviders(
      <ConsentScreen signedIn={false} deleted={false} resumeFailed={false} onStarted={() => {}} />,
    )
    expect(screen.getByRole('heading', { name: 'Antes de empezar' })).toBeTruthy()
    const form = screen.getByRole('form', { name: 'Aceptar y empezar' })
    expect(
      within(form).getByRole('checkbox', {
        name: 'Lo he leído y acepto que mis respuestas se guarden como se describe.',
      }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'página de ayuda' }).getAttribute('href')).toBe('/help')
    expect(screen.getByText(/Se guardan durante 30 días después de tu última visita/)).toBeTruthy()

    await userEvent.click(within(form).getByRole('button', { name: 'Empezar la guía' }))
    expect(
      screen.getByText(
        'Marca la casilla para dar tu acuerdo antes de empezar. No se guarda nada hasta que lo hagas.',
      ),
    ).toBeTruthy()
    expect(document.body.textContent).not.toMatch(ENGLISH)
  })

  it('frames a report in Spanish: what it is made from, its date, scores, figures and ways onward', async () => {
    await showLanguage('es')
    withFinishedGuide()
    fakeApi({
      [`GET ${API}/report/get/`]: jsonResponse(200, report('complete', 25)),
      [`GET ${API}/comments/list/`]: jsonResponse(200, emptyComments),
      [`GET ${API}/vote-page-load/`]: jsonResponse(200, { results: [] }),
      [`GET ${API}/stats/`]: jsonResponse(200, {
        completed: null,
        distribution: [],
        types: [],
        cdc_source: { key: 'cdc', citation: 'CDC' },
      }),
    })
    renderApp('/guide')
    const heading = await screen.findByRole('heading', { level: 2, name: /Tu informe/ })
    expect(heading.textContent).toContain('Terminado, con 25 de 35 preguntas respondidas')
    const main = screen.getByRole('main').textContent ?? ''
    expect(main).toContain('Este es tu informe, hecho con las 25 respuestas que diste.')
    expect(main).toContain('Se hizo el 2 de enero de 2026.')
    expect(main).toContain('1 de 10')
    expect(screen.getByRole('navigation', { name: 'Secciones de tu informe' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Abrir todas las secciones' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Volver a las preguntas' })).toHaveLength(2)
    expect(screen.getByRole('img', { name: 'Tu puntuación EAI junto al estudio CDC–Kaiser' })).toBeTruthy()
    // Figures the Spanish way: a decimal comma.
    expect(tableRows('Personas adultas del estudio CDC–Kaiser, según su puntuación EAI')[2]).toBe(
      '1 (tu puntuación: 1)26,0 %',
    )
  })
})

describe('counts in the guide', () => {
  const progress = (answered: number, total: number) =>
    render(<ProgressMeter progress={{ answered, total }} restoring={false} failed={false} />).container
      .textContent

  it('say one question or many, in English and in Spanish', async () => {
    expect(progress(1, 1)).toBe('You have answered 1 of 1 question.')
    expect(progress(10, 35)).toBe('You have answered 10 of 35 questions.')
    await showLanguage('es')
    expect(progress(1, 1)).toBe('Llevas 1 de 1 pregunta respondida.')
    expect(progress(10, 35)).toBe('Llevas 10 de 35 preguntas respondidas.')
  })

  it('welcome back one answer or many, in English and in Spanish', async () => {
    const welcome = (answered: number) =>
      render(<WelcomeBack answered={answered} groupTitle="Fuera de casa" />).container.textContent
    expect(welcome(1)).toBe(
      'Welcome back. Your answer is kept as you left it, and you are on the group “Fuera de casa”.',
    )
    expect(welcome(3)).toContain('Your 3 answers are kept as you left them')
    await showLanguage('es')
    expect(welcome(1)).toBe(
      'Te damos la bienvenida de nuevo. Tu respuesta está guardada tal como la dejaste, y estás en el grupo “Fuera de casa”.',
    )
    expect(welcome(3)).toContain('Tus 3 respuestas están guardadas tal como las dejaste')
  })
})
