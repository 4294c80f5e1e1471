import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '@/lib/i18n/show-language'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import {
  logEntry,
  queuePage,
  reportedComment,
  reportedMemory,
  reportedPerson,
} from '../testing/queue-fixtures'
import { harassment } from '../testing/report-reasons'
import { DECIDE, LOG, QUEUE, decisionAnswer, emptyDesk, listOf, renderDesk } from '../testing/render-desk'
import { ModerationNote } from './moderation-note'
import { ReportButton } from './report-button'
import { SuspensionNotice } from './suspension-notice'

// A moderator, a person reporting, an author whose memory was set aside and a suspended person who
// read Spanish read all of it in Spanish; what people wrote and the server's reasons stay as sent.

const headingsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

describe('moderation in Spanish', () => {
  afterEach(() => showLanguage('en'))

  it('shows the desk in Spanish, and decides an item there', async () => {
    const server = listOf([reportedMemory, reportedComment])
    fakeApi({
      ...emptyDesk(),
      [QUEUE]: server.answer,
      [DECIDE]: server.decidedOn(reportedMemory, decisionAnswer('hide', 2)),
    })
    await showLanguage('es')
    renderDesk()
    const queue = await screen.findByRole('list', { name: 'Avisos pendientes, los que más esperan primero' })
    expect(headingsIn(queue)).toEqual(['Un recuerdo, 2 avisos', 'Un comentario, 1 aviso'])
    for (const name of ['Avisos pendientes', 'Apelaciones', 'Suspensiones', 'Decisiones recientes'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy()
    expect(await screen.findByText('No hay apelaciones pendientes.')).toBeTruthy()
    expect(screen.getByText('Ahora no hay ninguna cuenta suspendida.')).toBeTruthy()

    const memory = screen.getByRole('heading', { name: 'Un recuerdo, 2 avisos' }).closest('li')!
    expect(within(memory).getByRole('heading', { name: 'Motivos indicados' })).toBeTruthy()
    expect(within(memory).getByText('Harassment or bullying: 1')).toBeTruthy()
    expect(within(memory).getByRole('link', { name: 'Ver el recuerdo en Kindred' })).toBeTruthy()
    expect(within(memory).getByRole('button', { name: 'Mostrar el texto reportado' })).toBeTruthy()
    expect(within(memory).getByRole('group', { name: 'Tu decisión' })).toBeTruthy()
    expect(within(memory).getByRole('button', { name: 'Descartar: sigue publicado' })).toBeTruthy()

    await userEvent.click(within(memory).getByRole('button', { name: 'Ocultarlo o eliminarlo…' }))
    expect(within(memory).getByText(/^¿Qué norma incumple\?/)).toBeTruthy()
    await userEvent.click(within(memory).getByRole('button', { name: 'Ocultarlo' }))
    const said = await screen.findByText(/^Oculto\. Se le dice a quien lo escribió qué norma incumple/)
    expect(said.getAttribute('role')).toBe('status')
  })

  it('offers a person’s suspension in Spanish, each length in its number', async () => {
    fakeApi({ ...emptyDesk(), [QUEUE]: jsonResponse(200, queuePage([reportedPerson])) })
    await showLanguage('es')
    renderDesk()
    const person = (await screen.findByRole('heading', { name: 'Una persona, 2 avisos' })).closest('li')!
    expect(within(person).getByRole('button', { name: 'Mostrar el nombre reportado' })).toBeTruthy()
    await userEvent.click(within(person).getByRole('button', { name: 'Suspender…' }))
    const lengths = within(person).getByRole('group', { name: '¿Durante cuánto tiempo?' })
    expect(
      within(lengths)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 día', '3 días', '7 días', '30 días', '90 días', 'Hasta que se levante'])
    expect(within(person).getByRole('button', { name: 'Suspender' })).toBeTruthy()
    expect(within(person).getByRole('button', { name: 'Todavía no' })).toBeTruthy()
  })

  it.each([
    ['en', 1, 'Closed 1 report'],
    ['en', 3, 'Closed 3 reports'],
    ['es', 1, '1 aviso cerrado'],
    ['es', 3, '3 avisos cerrados'],
  ] as const)('counts the reports a decision closed in %s: %i', async (language, closed, words) => {
    fakeApi({ ...emptyDesk(), [LOG]: jsonResponse(200, queuePage([logEntry({ reports_closed: closed })])) })
    await showLanguage(language)
    renderDesk()
    const log = await screen.findByRole('list', { name: /Decisions|Decisiones/ })
    expect(within(log).getByText(new RegExp(`^${words} ·`))).toBeTruthy()
  })

  it('reports a person in Spanish, and thanks the one reporting', async () => {
    fakeApi({
      'GET /reason/list/3': jsonResponse(200, { results: [harassment] }),
      'POST /api/v1/report/': jsonResponse(201, { status: 'received' }),
    })
    await showLanguage('es')
    renderWithProviders(
      <ReportButton targetKind="person" target="u_restless_crow" subjectLabel="Restless Crow" />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Reportar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reportar a Restless Crow' })
    await within(dialog).findByRole('heading', { name: 'Reportar a Restless Crow' })
    expect(await within(dialog).findByRole('group', { name: '¿Cuál es el problema?' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Elige un motivo, por favor.')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }))
    expect(
      await within(dialog).findByText(
        'Gracias. El equipo de moderación lo revisará; a la persona no se le dice quién lo reportó.',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy())
  })

  it('tells an author in Spanish why their memory is set aside, and offers a second look', async () => {
    await showLanguage('es')
    renderWithProviders(
      <ModerationNote
        moderation={{
          state: 'hidden',
          rule_label: 'Harassment or bullying',
          appeal: 'available',
          appeal_waits_for_another_moderator: false,
        }}
        subject={{ subject_kind: 'memory', subject_id: 'first-snow-k3x9' }}
      />,
    )
    expect(screen.getByText('Ahora solo tú puedes ver este recuerdo.')).toBeTruthy()
    expect(
      screen.getByText('El equipo de moderación lo ocultó por la norma «Harassment or bullying».'),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Pedir una segunda revisión' }))
    const form = screen.getByRole('form', { name: 'Pedir una segunda revisión' })
    expect(
      within(form).getByRole('textbox', {
        name: '¿Qué te gustaría que supiera la persona que hará la segunda revisión?',
      }),
    ).toBeTruthy()
  })

  it('tells a suspended person in Spanish what waits, and where to read why', async () => {
    await showLanguage('es')
    render(
      <MemoryRouter>
        <SuspensionNotice suspension={{ until: null }} place="page" />
      </MemoryRouter>,
    )
    expect(
      screen.getByText(
        'Tu cuenta está suspendida hasta que alguien del equipo de moderación levante la suspensión.',
      ),
    ).toBeTruthy()
    expect(screen.getByText(/^Puedes seguir leyendo todo aquí/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'notificaciones' })).toBeTruthy()
  })
})
