import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Providers } from '@/lib/providers'
import { useNoticeStore } from '@/lib/notices'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { useHideWithNotice } from './use-hide-with-notice'

const HIDE = 'GET /api/v1/interaction/memory/h4sh/hide'

function HideButton() {
  const hide = useHideWithNotice('h4sh')
  return (
    <button type="button" onClick={hide}>
      Hide
    </button>
  )
}

const notice = () => useNoticeStore.getState().notice?.message

describe('hiding a memory from elsewhere (a report’s alternative)', () => {
  it('hides it and says so in the app’s notice', async () => {
    const api = fakeApi({ [HIDE]: jsonResponse(200, { hash_id: 'h4sh', hidden: true }) })
    render(<HideButton />, { wrapper: Providers })
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }))
    await expect.poll(notice).toBe('Hidden. It will no longer appear in your lists.')
    expect(api.called(HIDE)).toBe(true)
  })

  it('says when it could not be hidden', async () => {
    fakeApi({ [HIDE]: errorResponse(404, 'Not found.', 'NOT_FOUND') })
    render(<HideButton />, { wrapper: Providers })
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }))
    await expect.poll(notice).toMatch(/^It could not be hidden\. /)
  })
})
