import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RichText } from './rich-text'

function renderText(text: string) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <p>
          <RichText text={text} />
        </p>
      ),
    },
  ])
  return render(<RouterProvider router={router} />)
}

describe('a content text', () => {
  it('shows the help page it names ("/help") as a link to it, in the words as written', () => {
    renderText('The help page (/help) lists crisis lines, and /help is always one click away.')
    const links = screen.getAllByRole('link', { name: '/help' })
    expect(links).toHaveLength(2)
    for (const link of links) expect(link.getAttribute('href')).toBe('/help')
    expect(links[0]!.closest('p')?.textContent).toBe(
      'The help page (/help) lists crisis lines, and /help is always one click away.',
    )
  })

  it('leaves web addresses, fractions and unknown paths as plain text', () => {
    renderText('See https://example.org/help, 1/2 of people, and/or /nowhere.')
    expect(screen.queryAllByRole('link')).toEqual([])
  })
})
