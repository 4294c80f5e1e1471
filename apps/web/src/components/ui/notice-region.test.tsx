import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '@/lib/api-client'
import { useNoticeStore } from '@/lib/notices'
import { errorResponse } from '@/test/fake-response'
import { NoticeRegion } from './notice-region'

beforeEach(() => useNoticeStore.setState({ notice: null }))

describe('notice region', () => {
  it('announces "Access forbidden!" when a call is refused with 403, until dismissed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(errorResponse(403, 'Forbidden', 'FORBIDDEN')))
    render(<NoticeRegion />)
    expect(screen.getByRole('alert').textContent).toBe('')

    await apiRequest('/api/v1/user-preference/update', { method: 'POST' }).catch(() => {})
    expect((await screen.findByRole('alert')).textContent).toBe('Access forbidden!')

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.getByRole('alert').textContent).toBe('')
  })
})
