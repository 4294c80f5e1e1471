import { describe, expect, it } from 'vitest'
import { isWebRoute, WEB_ROUTES } from './web-routes'

describe('isWebRoute', () => {
  it('knows every route, with or without a trailing slash', () => {
    for (const route of Object.values(WEB_ROUTES)) {
      const path = route.replace(':shareableLink', 'abc123')
      expect(isWebRoute(path), path).toBe(true)
      expect(isWebRoute(`${path}/`.replace('//', '/')), `${path}/`).toBe(true)
    }
  })

  it('fills a parameter with one path segment only', () => {
    expect(isWebRoute('/memories/m/abc123')).toBe(true)
    expect(isWebRoute('/memories/m/')).toBe(false)
    expect(isWebRoute('/memories/m/abc/def')).toBe(false)
  })

  it('does not take other paths, prefixes or longer paths for pages', () => {
    for (const path of ['/api/v1/auth/me', '/guides', '/guide/extra', '/auth', '/settings-old'])
      expect(isWebRoute(path), path).toBe(false)
  })
})
