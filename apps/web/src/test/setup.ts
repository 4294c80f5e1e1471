import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Every test starts from a browser with nothing remembered: no storage, no cookies, no theme.
afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  document.documentElement.className = ''
  document.documentElement.style.fontSize = ''
  document.body.hidden = false
  window.history.replaceState(null, '', '/')
})
