import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { searchResult } from '../../testing/memory-fixtures'
import { renderWithEnvironment } from '../../testing/render-with-environment'
import { SearchResultCard } from '../search/search-result'

describe('search highlighting', () => {
  it('marks the words found with <mark> and shows everything else as plain text, HTML included', () => {
    const { container } = renderWithEnvironment(
      <SearchResultCard
        result={searchResult({
          title_highlight: [
            { text: 'The ', match: false },
            { text: 'kitchen', match: true },
            { text: ' <b>radio</b>', match: false },
          ],
          fragments: [
            [
              { text: 'we sat in the ', match: false },
              { text: 'kitchen', match: true },
              { text: ' <img src=x onerror=alert(1)>', match: false },
            ],
          ],
        })}
      />,
    )
    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent)
    expect(marks).toEqual(['kitchen', 'kitchen'])
    expect(container.querySelector('b')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('link').textContent).toBe('The kitchen <b>radio</b>')
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>')
  })
})
