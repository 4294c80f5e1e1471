import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { GuideReportSection } from '@kindred/contract/guide'
import { GUIDE_PREFIX } from '@kindred/contract/guide-constants'
import { apiRequest } from '@/lib/api-client'
import { Providers } from '@/lib/providers'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import type { SectionCommentsHost } from '../../hooks/section-host'
import { SectionComments } from './section-comments'

const SESSION_ID = 'a-session'
const section: GuideReportSection = {
  slug: 'summary',
  kind: 'summary',
  title: 'Your ACE score, in context',
  order: 1,
  blocks: [],
  sources: [],
}
const list = { results: [], page: 1, limit: 100, total: 0 }

function renderSection(host: Partial<SectionCommentsHost> = {}) {
  fakeApi({
    [`GET ${GUIDE_PREFIX}/comments/list/`]: jsonResponse(200, list),
    [`GET ${GUIDE_PREFIX}/vote-page-load/`]: jsonResponse(200, { results: [] }),
  })
  const request: SectionCommentsHost['request'] = (path, options) =>
    apiRequest(`${GUIDE_PREFIX}${path}`, options)
  render(
    <Providers>
      <SectionComments
        sessionId={SESSION_ID}
        section={section}
        host={{
          signedIn: true,
          anonymousByDefault: true,
          request,
          onPosted: vi.fn(),
          onDeleted: vi.fn(),
          ...host,
        }}
      />
    </Providers>,
  )
}

describe('comments under a report section, as the guide lends them', () => {
  it('tells a signed-in person that the comment stays with their account', async () => {
    renderSection()
    await userEvent.click(await screen.findByRole('button', { name: 'Add yours' }))
    const box = screen.getByRole('textbox', { name: /Share what helped you/ })
    const notice = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)!
    expect(notice.textContent).toContain(
      'deleting your answers does not remove it, and you can edit or delete it whenever you are signed in',
    )
    expect(screen.getByRole('checkbox', { name: /Post anonymously/ })).toBeTruthy()
  })
})
