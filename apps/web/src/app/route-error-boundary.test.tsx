import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'

vi.mock('./routes/memories-page', () => ({
  MemoriesPage: () => {
    throw new Error('this page is broken')
  },
}))

// React reports the caught error on the console; the test is about what the person sees.
const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
afterEach(() => quiet.mockClear())

describe('a page that fails', () => {
  it('shows the error page inside the layout, with help and the quick exit; the next page works', async () => {
    renderApp('/memories')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on this page' }),
    ).toBeTruthy()
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('button', { name: 'Quick exit' })).toBeTruthy()
    expect(within(header).getByRole('link', { name: 'Get help' })).toBeTruthy()

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Help' }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Help and support' })).toBeTruthy()
    expect(screen.queryByText('Something went wrong on this page')).toBeNull()
  })
})
