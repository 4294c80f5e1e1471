import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { WEB_ROUTES } from '@kindred/contract/web-routes'
import { describe, expect, it } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { renderApp } from '@/test/render-app'

// [address, the page's h1, the tab title]
const pages: [string, string, string][] = [
  ['/', 'A quiet place for what you carried from childhood', 'Kindred'],
  ['/home', 'Your space', 'Your space · Kindred'],
  ['/home/notifications', 'Notifications', 'Notifications · Kindred'],
  ['/guide', 'The guide', 'The guide · Kindred'],
  ['/memories', 'Memories', 'Memories · Kindred'],
  ['/memories/search', 'Search memories', 'Search memories · Kindred'],
  ['/memories/m/first-snow-k3x9', 'A shared memory', 'A shared memory · Kindred'],
  ['/login', 'Sign in', 'Sign in · Kindred'],
  ['/register', 'Create an account', 'Create an account · Kindred'],
  ['/auth/verify', 'Confirm your email', 'Confirm your email · Kindred'],
  ['/auth/reset-password', 'Choose a new password', 'Choose a new password · Kindred'],
  ['/auth/confirm-email', 'Confirm your new email address', 'Confirm your new email · Kindred'],
  ['/auth/confirm-password', 'Set your password', 'Set your password · Kindred'],
  ['/settings', 'Settings', 'Settings · Kindred'],
  ['/email/unsubscribe', 'Turn off email from Kindred', 'Turn off email · Kindred'],
  ['/help', 'Help and support', 'Help and support · Kindred'],
  ['/moderation', 'Moderation', 'Moderation · Kindred'],
  ['/no/such/page', 'We could not find that page', 'Page not found · Kindred'],
]

/** The words of every link in `region`, in order. */
const linkNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('every route', () => {
  it.each(pages)('%s has one h1, its title and the landmarks', async (path, heading, title) => {
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await waitFor(() => expect(document.title).toBe(title))
    for (const role of ['banner', 'main', 'contentinfo'] as const) expect(screen.getByRole(role)).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
  })

  it.each(pages.map(([path]) => path))('%s offers help, quick exit, theme and text size', async (path) => {
    renderApp(path)
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Get help' }).getAttribute('href')).toBe('/help')
    expect(within(header).getByRole('button', { name: 'Quick exit' })).toBeTruthy()
    expect(within(header).getByRole('button', { name: 'Dark theme' })).toBeTruthy()
    expect(within(header).getByRole('group', { name: 'Text size' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    )
  })

  it('shows a visitor the main links, Sign in and Create account', () => {
    renderApp('/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const names = linkNames(nav)
    expect(names).toEqual(['Guide', 'Memories', 'Search', 'Help', 'Sign in', 'Create account'])
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).toBeNull()
  })

  it('shows a signed-in person Home, Settings and Sign out instead', async () => {
    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    renderApp('/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const names = linkNames(nav)
    expect(names).toEqual(['Guide', 'Memories', 'Search', 'Help', 'Home', 'Settings'])
    expect(await within(nav).findByRole('button', { name: 'Sign out' })).toBeTruthy()
  })
})

describe('the route table', () => {
  it('covers every page the server serves (the contract’s WEB_ROUTES)', () => {
    const tested = pages.map(([path]) => path)
    for (const route of Object.values(WEB_ROUTES)) {
      const pattern = new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`)
      expect(tested.some((path) => pattern.test(path))).toBe(true)
    }
  })
})

describe('moving between pages', () => {
  it('puts focus on the new page’s heading, so screen readers announce where the person is', async () => {
    renderApp('/')
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Guide' }),
    )
    const heading = await screen.findByRole('heading', { level: 1, name: 'The guide' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    await waitFor(() => expect(document.title).toBe('The guide · Kindred'))
  })
})
