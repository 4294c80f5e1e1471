import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConnectRequestResponseSchema, type ConnectRequestBody } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { connectionKeys } from './keys'

/**
 * Asks a memory's author to connect. Asking again answers the same request (with its id); when they
 * had asked you, it accepts theirs. A 403 says why not (requests off, a new account, an anonymous
 * memory): the button says it in those words, so no app-wide "Access forbidden!".
 */
export function requestConnection(body: ConnectRequestBody) {
  return apiRequest(CONNECTION_PATHS.request, {
    method: 'POST',
    body,
    schema: ConnectRequestResponseSchema,
    ownCodes: ['FORBIDDEN'],
  })
}

export function useRequestConnection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  })
}
