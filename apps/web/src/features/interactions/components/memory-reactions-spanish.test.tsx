import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { MemoryCounts } from '@kindred/contract/interactions'
import { showLanguage } from '@/lib/i18n/show-language'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { PATHS } from '../testing/render'
import { MemoryReactions } from './memory-reactions'

const LINK = 'the-blue-kitchen-k3x9q2'
const counts = (patch: Partial<MemoryCounts> = {}): MemoryCounts => ({
  me_too: 0,
  love: 0,
  comments: 0,
  votes: 0,
  ...patch,
})

/** The status calls as the server answers them for `LINK`: nothing given yet, these counts. */
function statusCalls(memoryCounts: MemoryCounts) {
  const each = (request: FakeRequest) => (request.body as { shareable_links: string[] }).shareable_links
  return {
    [PATHS.status]: (request: FakeRequest) =>
      jsonResponse(200, {
        memories: Object.fromEntries(
          each(request).map((link) => [link, { me_too: false, love: false, counts: memoryCounts }]),
        ),
        comments: {},
      }),
    [PATHS.votesStatus]: (request: FakeRequest) =>
      jsonResponse(200, {
        results: Object.fromEntries(
          each(request).map((link) => [link, { voted: false, count: memoryCounts.votes }]),
        ),
      }),
  }
}

const react = (reaction: 'me_too' | 'love', memoryCounts: MemoryCounts) =>
  jsonResponse(201, { reaction, target: 'memory', active: true, counts: memoryCounts })

// The empathy text comes from the person's preferences, already in their language.
const card = (props: Partial<Parameters<typeof MemoryReactions>[0]> = {}) => (
  <MemoryReactions
    shareableLink={LINK}
    mayReact
    counts={counts()}
    signedIn
    empathyLabel="A mí también"
    {...props}
  />
)

describe('the reactions under a memory, in Spanish', () => {
  afterEach(() => showLanguage('en'))

  it('names every button, the me too’s form and what each press did in Spanish', async () => {
    await showLanguage('es')
    const before = counts({ me_too: 2, love: 4 })
    fakeApi({
      ...statusCalls(before),
      [PATHS.react]: (request: FakeRequest) =>
        (request.body as { reaction: string }).reaction === 'love'
          ? react('love', counts({ me_too: 3, love: 5 }))
          : react('me_too', counts({ me_too: 3, love: 4 })),
    })
    renderWithProviders(card({ counts: before }))

    expect(await screen.findByRole('button', { name: 'Cariño 4', pressed: false })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Me resuena', pressed: false })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'A mí también 2' }))
    const form = await screen.findByRole('form', { name: 'Decir “A mí también”' })
    expect(within(form).getByRole('textbox', { name: 'Una nota (opcional)' })).toBeTruthy()
    expect(within(form).getByText('Solo la persona que compartió esto la leerá.')).toBeTruthy()
    expect(within(form).getByText('0 de 280 caracteres')).toBeTruthy()
    expect(within(form).getByRole('checkbox', { name: /^Decirlo sin mi nombre/ })).toHaveProperty(
      'checked',
      true,
    )
    expect(
      within(form).getByText('Quien compartió esto verá que alguien dijo “A mí también”, pero nunca quién.'),
    ).toBeTruthy()
    expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeTruthy()
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Dijiste “A mí también”, sin tu nombre.')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Cariño 4' }))
    expect(await screen.findByText('Enviaste cariño.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cariño 5', pressed: true })).toBeTruthy()
  })

  it('counts how people responded to one’s own memory with the plurals of each language', async () => {
    const own = counts({ me_too: 1, love: 3, votes: 2 })

    await showLanguage('es')
    fakeApi(statusCalls(own))
    const spanish = renderWithProviders(card({ mayReact: false, counts: own }))
    const responded = await screen.findByRole('list', { name: 'Cómo respondió la gente' })
    expect(await within(responded).findByText('Les resuena a 2 personas')).toBeTruthy()
    expect(within(responded).getByText('1 persona dijo “A mí también”')).toBeTruthy()
    expect(within(responded).getByText('3 personas enviaron cariño')).toBeTruthy()
    spanish.unmount()

    await showLanguage('en')
    fakeApi(statusCalls(own))
    renderWithProviders(card({ mayReact: false, counts: own, empathyLabel: 'Me too' }))
    const english = await screen.findByRole('list', { name: 'How people responded' })
    expect(await within(english).findByText('It resonates with 2 people')).toBeTruthy()
    expect(within(english).getByText('1 person said “Me too”')).toBeTruthy()
    expect(within(english).getByText('3 people sent love')).toBeTruthy()
  })

  it('invites a visitor to sign in, and counts for them, in Spanish', async () => {
    await showLanguage('es')
    fakeApi({})
    renderWithProviders(card({ signedIn: false, counts: counts({ me_too: 1, love: 1, votes: 1 }) }))
    expect(screen.getByText('1 muestra de cariño')).toBeTruthy()
    expect(screen.getByText('Le resuena a 1 persona')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'A mí también 1' }))
    expect(screen.getByRole('link', { name: 'Entra para decir “A mí también”' })).toBeTruthy()
  })
})
