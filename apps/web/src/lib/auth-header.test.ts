import { describe, expect, it } from 'vitest'
import { shouldSendAuthentication } from './auth-header'

const csrfToken = 'csrf-value'

describe('shouldSendAuthentication', () => {
  it('always: sends whenever the csrf cookie exists', () => {
    expect(shouldSendAuthentication('always', { pathname: '/guide', signedIn: false, csrfToken })).toBe(true)
    expect(shouldSendAuthentication('always', { pathname: '/guide', signedIn: true, csrfToken: null })).toBe(
      false,
    )
  })

  it.each([
    ['/home', true],
    ['/memories', true],
    ['/memories/', true],
    ['/memories/search', false],
    ['/memories/m/a-memory-abc', false],
    ['/guide', false],
    ['/', false],
    ['/homework', false],
  ])('memory-list on %s: %s', (pathname, expected) => {
    expect(shouldSendAuthentication('memory-list', { pathname, signedIn: true, csrfToken })).toBe(expected)
  })

  it('memory-list: never without the csrf cookie, even on /home', () => {
    expect(
      shouldSendAuthentication('memory-list', { pathname: '/home', signedIn: true, csrfToken: null }),
    ).toBe(false)
  })

  it('when-signed-in: only when the cookie store says signed in, wherever the person is', () => {
    for (const pathname of ['/memories/search', '/home', '/guide']) {
      expect(shouldSendAuthentication('when-signed-in', { pathname, signedIn: true, csrfToken })).toBe(true)
      expect(shouldSendAuthentication('when-signed-in', { pathname, signedIn: false, csrfToken })).toBe(false)
    }
  })
})
