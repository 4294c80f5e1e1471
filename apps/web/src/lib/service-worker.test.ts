import { afterEach, describe, expect, it } from 'vitest'
import { fakeServiceWorker } from '@/test/service-worker'
import { forgetOfflineCopies } from './service-worker'

let browser: ReturnType<typeof fakeServiceWorker>
afterEach(() => browser.remove())

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
