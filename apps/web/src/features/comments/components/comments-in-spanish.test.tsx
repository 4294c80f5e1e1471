import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GuideReportSection } from '@kindred/contract/guide'
import { GUIDE_PREFIX } from '@kindred/contract/guide-constants'
import { apiRequest } from '@/lib/api-client'
import { showLanguage } from '@/lib/i18n/show-language'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import type { SectionCommentsHost } from '../hooks/section-host'
import { comment, commentPage } from '../testing/comment-fixtures'
import { sectionComment } from '../testing/section-comment-fixtures'
import { CommentsSection } from './comments-section'
import { SectionComments } from './section/section-comments'

// A Spanish reader reads a memory's comments and a report section's in Spanish, their own controls
// included; the counts agree with their number in either language.

const LINK = 'the-blue-kitchen'
const LIST = `GET /api/v1/comments/list/${LINK}/10/1`

const renderMemoryComments = () =>
  renderWithProviders(<CommentsSection shareableLink={LINK} commentsPolicy="everyone" mayComment="yes" />, {
    path: `/memories/m/${LINK}`,
  })

const section: GuideReportSection = {
  slug: 'summary',
  kind: 'summary',
  title: 'Your ACE score, in context',
  order: 1,
  blocks: [],
  sources: [],
}

/** A report section's comments, with how many found each helpful. */
function renderSectionComments(helpful: number[]) {
  const results = helpful.map((count, index) => sectionComment({ id: index + 1, helpful_count: count }))
  fakeApi({
    [`GET ${GUIDE_PREFIX}/comments/list/`]: jsonResponse(200, { results, page: 1, limit: 100, total: 3 }),
    [`GET ${GUIDE_PREFIX}/vote-page-load/`]: jsonResponse(200, { results: [] }),
  })
  const request: SectionCommentsHost['request'] = (path, options) =>
    apiRequest(`${GUIDE_PREFIX}${path}`, options)
  const host = { signedIn: true, anonymousByDefault: true, request, onPosted: vi.fn(), onDeleted: vi.fn() }
  return renderWithProviders(<SectionComments sessionId="a-session" section={section} host={host} />)
}

describe('comments in Spanish', () => {
  afterEach(() => showLanguage('en'))

  it('shows a memory’s comments, their controls and the form in Spanish, the people’s words as written', async () => {
    fakeApi({
      [LIST]: jsonResponse(
        200,
        commentPage([
          comment({ id: '1', body: 'This stayed with me.' }),
          comment({ id: '2', author: null, anonymous: true, body: 'Same here' }),
          comment({ id: '3', is_mine: true, author: { public_id: 'me', display_name: 'Quiet Heron' } }),
        ]),
      ),
    })
    await showLanguage('es')
    renderMemoryComments()
    const list = await screen.findByRole('list', { name: 'Comentarios' })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Comentarios (3 comentarios)')
    expect(within(list).getByRole('article', { name: 'Comentario de Gentle Otter' }).textContent).toContain(
      'This stayed with me.',
    )
    expect(within(list).getByRole('article', { name: 'Comentario de Anónimo' })).toBeTruthy()
    const mine = within(list).getByRole('article', { name: 'Comentario de Quiet Heron' })
    expect(within(mine).getByText('Tu comentario')).toBeTruthy()
    expect(
      within(mine)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Responder', 'Editar', 'Eliminar…'])

    await userEvent.click(within(mine).getByRole('button', { name: 'Eliminar…' }))
    expect(screen.getByText(/^¿Eliminar tu comentario\? Desaparece para todo el mundo\./)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Conservarlo' })).toBeTruthy()

    const form = screen.getByRole('form', { name: 'Añadir un comentario' })
    expect(within(form).getByRole('textbox', { name: 'Añadir un comentario' })).toBeTruthy()
    expect(within(form).getByRole('checkbox', { name: 'Comentar sin mi nombre' })).toBeTruthy()
    expect(within(form).getByRole('button', { name: 'Publicar comentario' })).toBeTruthy()
    expect(form.textContent).toContain('Las palabras amables ayudan.')
  })

  it.each([
    ['en', 1, 'Comments (1 comment)'],
    ['en', 2, 'Comments (2 comments)'],
    ['es', 1, 'Comentarios (1 comentario)'],
    ['es', 2, 'Comentarios (2 comentarios)'],
  ] as const)('counts a memory’s comments in %s: %i', async (language, total, heading) => {
    const shown = Array.from({ length: total }, (_, index) => comment({ id: String(index + 1) }))
    fakeApi({ [LIST]: jsonResponse(200, commentPage(shown)) })
    await showLanguage(language)
    renderMemoryComments()
    await screen.findByRole('list')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(heading)
  })

  it('shows a report section’s comments in Spanish, how many found each helpful agreeing with the number', async () => {
    await showLanguage('es')
    renderSectionComments([0, 1, 4])
    const list = await screen.findByRole('list', { name: 'Lo que escribieron otras personas' })
    const counts = within(list)
      .getAllByRole('article')
      .map((article) => article.querySelector('span.text-muted')?.textContent)
    expect(counts).toEqual([
      'Nadie lo ha marcado como útil todavía',
      'A 1 persona le resultó útil',
      'A 4 personas les resultó útil',
    ])
    expect(within(list).getAllByRole('button', { name: 'Útil' })).toHaveLength(3)
    expect(within(list).getAllByRole('button', { name: 'Reportar este comentario' })).toHaveLength(3)
    await userEvent.click(screen.getByRole('button', { name: 'Añade el tuyo' }))
    expect(screen.getByRole('textbox', { name: /^Comparte lo que te ayudó/ })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Publicar de forma anónima, sin mi nombre' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Publicar mi comentario' })).toBeTruthy()
  })

  it('says in English how many found each helpful, by the same numbers', async () => {
    renderSectionComments([0, 1, 4])
    const list = await screen.findByRole('list', { name: 'What others wrote' })
    expect(within(list).getByText('Nobody has marked this helpful yet')).toBeTruthy()
    expect(within(list).getByText('1 found this helpful')).toBeTruthy()
    expect(within(list).getByText('4 found this helpful')).toBeTruthy()
  })
})
