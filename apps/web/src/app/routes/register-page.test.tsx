import { i18n } from '@lingui/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { REGISTERED_MESSAGE } from '@/features/identity/components/register-form'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { fakeApi } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'
import { wireApiClient } from '../session-wiring'

const REGISTER = 'POST /api/v1/auth/register'
const names = ['Quiet Heron', 'Gentle Willow']

function serverWith(registerAnswer: Response) {
  let next = 0
  return fakeApi({
    'GET /api/v1/auth/providers': jsonResponse(200, { google: false }),
    'GET /api/v1/auth/display-name-suggestion': () =>
      jsonResponse(200, { display_name: names[next++ % names.length] }),
    [REGISTER]: registerAnswer,
    'POST /api/v1/auth/resend-verification': jsonResponse(202, { message: 'ok' }),
  })
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement

async function fillIn(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(field('Email address'), email)
  await user.type(field('Password'), password)
  return user
}

async function openRegister() {
  renderApp('/register')
  await screen.findByRole('heading', { level: 1, name: 'Create an account' })
}

beforeEach(() => wireApiClient())

describe('/register', () => {
  it('offers a gentle pseudonym, another on request, and lets the person write their own', async () => {
    serverWith(jsonResponse(202, { message: 'ok' }))
    await openRegister()
    const name = field('The name others see')
    await waitFor(() => expect(name.value).toBe('Quiet Heron'))
    await userEvent.click(screen.getByRole('button', { name: 'Suggest another name' }))
    await waitFor(() => expect(name.value).toBe('Gentle Willow'))
    await userEvent.clear(name)
    await userEvent.type(name, 'Morning Tide')
    expect(name.value).toBe('Morning Tide')
  })

  it('checks the form with the contract before sending, beside each field', async () => {
    const api = serverWith(jsonResponse(202, { message: 'ok' }))
    await openRegister()
    const user = await fillIn('not-an-address', 'short')
    await user.click(screen.getByRole('button', { name: 'Create my account' }))

    const password = field('Password')
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(password.getAttribute('aria-describedby')).toContain('-error')
    expect(screen.getAllByText('Use at least 10 characters.')).toHaveLength(2) // beside it and in the summary
    expect(screen.getAllByText('Enter an email address such as name@example.com.')).toHaveLength(2)
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('group', { name: 'Something needs another look' }),
      ),
    )
    expect(api.called(REGISTER)).toBe(false)
  })

  it('a common password (422): the message beside the password, and everything typed kept', async () => {
    const message =
      'This password is one of the most common ones, so it is easy to guess. Please choose another.'
    serverWith(
      errorResponse(422, message, 'COMMON_PASSWORD', { fields: [{ path: 'body.password', message }] }),
    )
    await openRegister()
    await waitFor(() => expect(field('The name others see').value).toBe('Quiet Heron'))
    const user = await fillIn('me@example.com', 'password123')
    await user.click(screen.getByRole('button', { name: 'Create my account' }))

    const password = field('Password')
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    const describedBy = password.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message)
    expect(password.value).toBe('password123')
    expect(field('Email address').value).toBe('me@example.com')
    expect(field('The name others see').value).toBe('Quiet Heron')
  })

  it('sends email, password and name, then says honestly what happens next', async () => {
    const api = serverWith(jsonResponse(202, { message: 'ok' }))
    await openRegister()
    await waitFor(() => expect(field('The name others see').value).toBe('Quiet Heron'))
    const user = await fillIn('me@example.com', 'a long enough passphrase')
    await user.click(screen.getByRole('button', { name: 'Create my account' }))

    const heading = await screen.findByRole('heading', { name: 'Check your email' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByText(i18n._(REGISTERED_MESSAGE))).toBeTruthy()
    expect(i18n._(REGISTERED_MESSAGE)).toBe(
      "If this address can be used, we've sent a link to it. It works for 24 hours.",
    )
    expect(api.bodiesOf(REGISTER)).toEqual([
      { email: 'me@example.com', password: 'a long enough passphrase', display_name: 'Quiet Heron' },
    ])

    await user.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByText(/we have sent a new link to it/)).toBeTruthy()
    expect(api.bodiesOf('POST /api/v1/auth/resend-verification')).toEqual([{ email: 'me@example.com' }])
  })
})
