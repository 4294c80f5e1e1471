import { describe, expect, it } from 'vitest'
import { readCookie } from './cookies'

describe('readCookie', () => {
  it('finds a cookie by exact name among others', () => {
    document.cookie = 'xcsrfToken=wrong; path=/'
    document.cookie = 'csrfToken=a%20b=c; path=/'
    expect(readCookie('csrfToken')).toBe('a b=c')
    expect(readCookie('missing')).toBeNull()
  })
})
