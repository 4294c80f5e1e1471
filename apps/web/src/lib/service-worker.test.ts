import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeServiceWorker } from '@/test/service-worker'
import { forgetOfflineCopies } from './service-worker'

let browser: ReturnType<typeof fakeServiceWorker>
afterEach(() => browser.remove())

describe('installing the worker once the first screen has settled', () => {
  /** This module as a new page starts it: nothing forgotten yet, the device choice read afresh. */
  const freshPage = async () => {
    vi.resetModules()
    return import('./service-worker')
  }
  const drawFirstScreen = () => {
    document.body.innerHTML = '<main><h1>The guide</h1></main>'
  }
  const typesSent = () => browser.messages.map((message) => (message as { type: string }).type)

  beforeEach(() => {
    vi.stubEnv('PROD', true)
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true })
    vi.stubGlobal('requestIdleCallback', (then: () => void) => setTimeout(then, 1))
    // Nothing has arrived lately: the page is quiet as soon as it has drawn its first screen.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([])
    document.body.innerHTML = '<main><p role="status">Loading the guide…</p></main>'
  })
  afterEach(() => {
    document.body.innerHTML = ''
    document.body.hidden = false
    sessionStorage.clear()
  })

  it('is not registered before the first screen is drawn; then it keeps the rest a batch at a time', async () => {
    browser = fakeServiceWorker({ controlled: false, cacheNames: [], toKeep: 10 })
    const { registerServiceWorker } = await freshPage()
    registerServiceWorker()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(browser.register).not.toHaveBeenCalled()

    drawFirstScreen()
    await expect.poll(() => browser.register.mock.calls).toEqual([['/sw.js', { scope: '/' }]])
    // The shell again if a sign-out emptied it, then the 10 other files 4 at a time, each when idle.
    await expect
      .poll(typesSent)
      .toEqual(['kindred-refill', 'kindred-keep-more', 'kindred-keep-more', 'kindred-keep-more'])
  })

  it('waits for the connection to come back when it dropped before the first screen settled', async () => {
    browser = fakeServiceWorker({ controlled: false, cacheNames: [] })
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    ;(await freshPage()).registerServiceWorker()
    drawFirstScreen()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(browser.register).not.toHaveBeenCalled()

    onLine.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await expect.poll(() => browser.register.mock.calls).toEqual([['/sw.js', { scope: '/' }]])
  })

  it('is never registered on a shared device, nor on a page that is leaving', async () => {
    browser = fakeServiceWorker({ controlled: false, cacheNames: [] })
    sessionStorage.setItem('kindred-shared-device', 'on')
    ;(await freshPage()).registerServiceWorker()
    sessionStorage.clear()
    // A page that starts leaving (the quick exit blanks it) before its first screen has settled.
    ;(await freshPage()).registerServiceWorker()
    drawFirstScreen()
    document.body.hidden = true
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(browser.register).not.toHaveBeenCalled()
  })

  it('stops keeping the rest once the page has forgotten its offline copies (sign-out)', async () => {
    browser = fakeServiceWorker({ controlled: false, cacheNames: [], toKeep: 100 })
    const page = await freshPage()
    page.registerServiceWorker()
    drawFirstScreen()
    await expect.poll(() => typesSent().length).toBeGreaterThan(2)
    page.forgetOfflineCopies({ device: false })
    const batchesAsked = () => typesSent().filter((type) => type === 'kindred-keep-more').length
    const asked = batchesAsked()
    await expect.poll(typesSent).toContain('kindred-forget')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(batchesAsked()).toBe(asked)
  })
})

describe('forgetting the offline copies', () => {
  it('empties every cache and asks the worker to do the same, without push or the worker itself', async () => {
    browser = fakeServiceWorker({ cacheNames: ['kindred-shell-1', 'kindred-shell-0'] })
    forgetOfflineCopies({ device: false })
    expect(browser.messages).toEqual([{ type: 'kindred-forget', device: false, push: undefined }])
    await expect.poll(() => browser.cacheNames()).toEqual([])
  })

  it('on a shared device also asks the worker to end push with the CSRF header, and to go', () => {
    browser = fakeServiceWorker()
    document.cookie = 'csrfToken=csrf-1; Path=/'
    forgetOfflineCopies({ device: true })
    expect(browser.messages).toEqual([
      {
        type: 'kindred-forget',
        device: true,
        push: { path: '/api/v1/notifications/push-subscriptions', header: 'x-csrf-token', token: 'csrf-1' },
      },
    ])
  })

  it('reaches a worker that does not control the page yet through its registration', async () => {
    browser = fakeServiceWorker({ controlled: false })
    forgetOfflineCopies({ device: false })
    await expect.poll(() => browser.messages.length).toBe(1)
  })

  it('in a browser without workers or caches, does nothing and throws nothing', () => {
    browser = { remove: () => true } as unknown as ReturnType<typeof fakeServiceWorker>
    expect(() => forgetOfflineCopies({ device: true })).not.toThrow()
  })
})
