import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render-with-providers'
import { tag } from '../../testing/memory-fixtures'
import { TagList } from './tag-list'

const tags = [tag(7, { slug: 'school-days', name: 'School days' })]

describe("a memory's tags", () => {
  it('lead to the memories that share the tag', () => {
    renderWithProviders(<TagList tags={tags} />, { path: '/memories' })
    expect(screen.getByRole('link', { name: 'School days' }).getAttribute('href')).toBe(
      '/memories?tag=school-days',
    )
  })

  it('keep the language the reader narrowed the feed to', () => {
    renderWithProviders(<TagList tags={tags} />, { path: '/memories?language=es&sort=top' })
    expect(screen.getByRole('link', { name: 'School days' }).getAttribute('href')).toBe(
      '/memories?tag=school-days&language=es',
    )
  })
})
