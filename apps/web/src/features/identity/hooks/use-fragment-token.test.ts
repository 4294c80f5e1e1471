import { afterEach, describe, expect, it } from 'vitest'
import { forgetFragmentToken, takeFragmentToken } from './use-fragment-token'

afterEach(forgetFragmentToken)

const TOKEN = 'A'.repeat(20) + '_-' + 'b9'.repeat(10) + 'z' // 43 base64url characters

describe('takeFragmentToken', () => {
  it('reads #token=… and removes it from the address bar, keeping the path, query and history state', () => {
    window.history.replaceState({ idx: 3 }, '', `/auth/verify?from=mail#token=${TOKEN}`)
    expect(takeFragmentToken()).toEqual({ state: 'ready', token: TOKEN })
    expect(window.location.hash).toBe('')
    expect(window.location.href).not.toContain(TOKEN)
    expect(window.location.pathname + window.location.search).toBe('/auth/verify?from=mail')
    expect(window.history.state).toEqual({ idx: 3 })
  })

  it('calls a cut-short token broken, and still removes it', () => {
    window.history.replaceState(null, '', `/auth/verify#token=${TOKEN.slice(0, 30)}`)
    expect(takeFragmentToken()).toEqual({ state: 'broken' })
    expect(window.location.hash).toBe('')
  })

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/auth/verify#main-content')
    expect(takeFragmentToken()).toEqual({ state: 'none' })
    expect(window.location.hash).toBe('#main-content')
  })

  it('gives the token again to a render of the same page that replaces one React threw away', () => {
    window.history.replaceState(null, '', `/auth/verify#token=${TOKEN}`)
    expect(takeFragmentToken()).toEqual({ state: 'ready', token: TOKEN })
    expect(takeFragmentToken()).toEqual({ state: 'ready', token: TOKEN })
    window.history.replaceState(null, '', '/auth/confirm-email')
    expect(takeFragmentToken()).toEqual({ state: 'none' })
    forgetFragmentToken()
    window.history.replaceState(null, '', '/auth/verify')
    expect(takeFragmentToken()).toEqual({ state: 'none' })
  })
})
