import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useDocumentTitle } from './use-document-title'

function Titled({ title }: { title: string | null }) {
  useDocumentTitle(title)
  return null
}

afterEach(() => {
  document.body.hidden = false
  document.title = ''
})

describe('useDocumentTitle', () => {
  it('names the page after its title, and Kindred alone without one', () => {
    const { rerender } = render(<Titled title="The guide" />)
    expect(document.title).toBe('The guide · Kindred')
    rerender(<Titled title={null} />)
    expect(document.title).toBe('Kindred')
  })

  it('gives no name back while a quick exit is leaving (the page is blanked)', () => {
    // A quick exit blanks the page and the title, then steps back through the visit's entries; a
    // page drawn late on the way (Preact mounts a lazy route's neighbour again) must not rename them.
    document.body.hidden = true
    document.title = ''
    render(<Titled title="The guide" />)
    expect(document.title).toBe('')
  })
})
