import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Moderator } from '@kindred/contract/moderation'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { ModeratorRoles } from './moderator-roles'

const LIST = 'GET /api/v1/moderation/moderators/'
const GRANT = 'POST /api/v1/moderation/moderators/'

const admin: Moderator = { public_id: 'heron', display_name: 'Quiet Heron', role: 'admin' }
const otter: Moderator = { public_id: 'otter', display_name: 'Gentle Otter', role: 'moderator' }
const wren: Moderator = { public_id: 'wren', display_name: 'Soft Wren', role: 'moderator' }

const renderRoles = () => renderWithProviders(<ModeratorRoles />)

/** A server holding a list of moderators that the test's answers change. */
function listOf(initial: Moderator[]) {
  const people = [...initial]
  return { people, answer: () => jsonResponse(200, { results: people }) }
}

const emailField = () => screen.getByRole('textbox', { name: /Email address of their account/ })
const addButton = () => screen.getByRole('button', { name: 'Add as a moderator' })

describe('who moderates', () => {
  it('lists admins and moderators with their role; only moderators can be removed', async () => {
    const server = listOf([admin, otter])
    fakeApi({ [LIST]: server.answer })
    renderRoles()
    const list = await screen.findByRole('list', { name: 'Moderators and admins' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Quiet HeronAdmin'),
      expect.stringContaining('Gentle OtterModerator'),
    ])
    expect(within(rows[0]!).queryByRole('button')).toBeNull()
    expect(within(rows[1]!).getByRole('button', { name: 'Remove Gentle Otter as a moderator' })).toBeTruthy()
  })

  it('says when the list cannot be loaded, with a way to try again', async () => {
    let fail = true
    fakeApi({
      [LIST]: () =>
        fail
          ? errorResponse(500, 'Internal Server Error', 'INTERNAL')
          : jsonResponse(200, { results: [admin] }),
    })
    renderRoles()
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the moderators.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Quiet Heron')).toBeTruthy()
  })
})

describe('adding a moderator', () => {
  it('asks for an address before sending, then grants, says so and shows them in the list', async () => {
    const server = listOf([admin])
    const api = fakeApi({
      [LIST]: server.answer,
      [GRANT]: () => {
        server.people.push(wren)
        return jsonResponse(201, { outcome: 'granted', moderator: wren })
      },
    })
    renderRoles()
    await screen.findByText('Quiet Heron')

    await userEvent.click(addButton())
    const summary = await screen.findByRole('group', { name: /Something needs another look/ })
    expect(document.activeElement).toBe(summary)
    expect(summary.textContent).toContain('Enter the email address of their account.')
    await userEvent.type(emailField(), 'wren')
    await userEvent.click(addButton())
    expect(await screen.findByText(/Enter an email address such as/, { selector: 'a' })).toBeTruthy()
    expect(api.called(GRANT)).toBe(false)

    await userEvent.clear(emailField())
    await userEvent.type(emailField(), ' Wren@Example.org ')
    await userEvent.click(addButton())
    expect(
      await screen.findByText('Soft Wren is now a moderator. They can open the queue right away.'),
    ).toBeTruthy()
    expect(api.bodiesOf(GRANT)).toEqual([{ email: 'Wren@Example.org' }])
    expect((emailField() as HTMLInputElement).value).toBe('')
    expect(screen.queryByRole('group', { name: /Something needs another look/ })).toBeNull()
    const list = screen.getByRole('list', { name: 'Moderators and admins' })
    await waitFor(() => expect(within(list).getByText('Soft Wren')).toBeTruthy())
  })

  it('says beside the field when no account uses the address, keeping what was typed', async () => {
    fakeApi({
      [LIST]: listOf([admin]).answer,
      [GRANT]: errorResponse(404, 'No account uses that email address.', 'NO_ACCOUNT'),
    })
    renderRoles()
    await screen.findByText('Quiet Heron')
    await userEvent.type(emailField(), 'nobody@example.org')
    await userEvent.click(addButton())
    const summary = await screen.findByRole('group', { name: /Something needs another look/ })
    expect(document.activeElement).toBe(summary)
    expect(emailField().getAttribute('aria-invalid')).toBe('true')
    expect(emailField().getAttribute('aria-describedby')).toBeTruthy()
    const described = emailField()
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ')
    expect(described).toContain('No account uses that email address.')
    expect((emailField() as HTMLInputElement).value).toBe('nobody@example.org')
  })

  it('says when nothing changed: already a moderator, or an admin', async () => {
    let answer: Moderator = otter
    fakeApi({
      [LIST]: listOf([admin, otter]).answer,
      [GRANT]: () =>
        jsonResponse(200, {
          outcome: answer.role === 'admin' ? 'admin' : 'already_moderator',
          moderator: answer,
        }),
    })
    renderRoles()
    await screen.findByText('Gentle Otter')
    await userEvent.type(emailField(), 'otter@example.org')
    await userEvent.click(addButton())
    expect(await screen.findByText('Gentle Otter is already a moderator. Nothing changed.')).toBeTruthy()
    expect((emailField() as HTMLInputElement).value).toBe('otter@example.org')

    answer = admin
    await userEvent.click(addButton())
    expect(
      await screen.findByText('Quiet Heron is an admin, and admins moderate already. Nothing changed.'),
    ).toBeTruthy()
  })
})

describe('removing a moderator', () => {
  it('asks first, removes on Yes, says so after the row has left, and focuses the list heading', async () => {
    const server = listOf([admin, otter])
    const api = fakeApi({
      [LIST]: server.answer,
      'DELETE /api/v1/moderation/moderators/otter': () => {
        server.people.splice(server.people.indexOf(otter), 1)
        return new Response(null, { status: 204 })
      },
    })
    renderRoles()
    const remove = await screen.findByRole('button', { name: 'Remove Gentle Otter as a moderator' })

    await userEvent.click(remove)
    const question = screen.getByText(/Remove Gentle Otter as a moderator\?/)
    expect(document.activeElement).toBe(question)
    await userEvent.click(screen.getByRole('button', { name: 'Keep as moderator' }))
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove Gentle Otter as a moderator' }),
    )
    expect(api.called('DELETE /api/v1/moderation/moderators/otter')).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Remove Gentle Otter as a moderator' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }))
    expect(await screen.findByText('Gentle Otter is no longer a moderator.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Who moderates' }))
    const list = screen.getByRole('list', { name: 'Moderators and admins' })
    await waitFor(() => expect(within(list).queryByText('Gentle Otter')).toBeNull())
  })

  it('says why when the server refuses, even once the list has changed under it', async () => {
    const server = listOf([admin, otter])
    fakeApi({
      [LIST]: server.answer,
      // Another admin made Otter an admin meanwhile: the refreshed list shows it.
      'DELETE /api/v1/moderation/moderators/otter': () => {
        server.people[1] = { ...otter, role: 'admin' }
        return errorResponse(
          409,
          'Gentle Otter is an admin and stays one: only moderators can be removed here.',
          'ADMIN_STAYS',
        )
      },
    })
    renderRoles()
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Gentle Otter as a moderator' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }))
    expect(
      await screen.findByText(
        'We could not remove Gentle Otter. Gentle Otter is an admin and stays one: only moderators can be removed here.',
      ),
    ).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Who moderates' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Gentle Otter as a moderator' })).toBeNull(),
    )
  })
})
