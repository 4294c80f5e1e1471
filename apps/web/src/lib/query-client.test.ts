import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './query-client'

describe('query client', () => {
  it('never retries a failed query and does not refetch on window focus', async () => {
    const client = createQueryClient()
    const queryFn = vi.fn().mockRejectedValue(new Error('down'))
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('down')
    expect(queryFn).toHaveBeenCalledTimes(1)
    const defaults = client.getDefaultOptions()
    expect(defaults.queries?.retry).toBe(false)
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false)
  })

  it('never retries a failed mutation', async () => {
    const client = createQueryClient()
    const mutationFn = vi.fn().mockRejectedValue(new Error('down'))
    const mutation = client.getMutationCache().build(client, { mutationFn })
    await expect(mutation.execute(undefined)).rejects.toThrow('down')
    expect(mutationFn).toHaveBeenCalledTimes(1)
  })
})
