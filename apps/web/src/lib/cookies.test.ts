import { describe, expect, it } from 'vitest'
import { readCookie, readCsrfCookie } from './cookies'

describe('readCookie', () => {
  it('finds a cookie by exact name among others', () => {
    document.cookie = 'xcsrfToken=wrong; path=/'
    document.cookie = 'csrfToken=a%20b=c; path=/'
    expect(readCookie('csrfToken')).toBe('a b=c')
    expect(readCookie('missing')).toBeNull()
  })
})

describe('readCsrfCookie', () => {
  it('reads the bare name served over plain HTTP', () => {
    document.cookie = 'csrfToken=plain-value; path=/'
    expect(readCsrfCookie()).toBe('plain-value')
  })

  it('reads the __Host- name served over HTTPS, and prefers it when both exist', () => {
    document.cookie = '__Host-csrfToken=secure-value; path=/; Secure'
    expect(readCsrfCookie()).toBe('secure-value')
    document.cookie = 'csrfToken=stale-value; path=/'
    expect(readCsrfCookie()).toBe('secure-value')
  })

  it('is null without either', () => {
    document.cookie = 'csrfTokenX=nope; path=/'
    expect(readCsrfCookie()).toBeNull()
  })
})
