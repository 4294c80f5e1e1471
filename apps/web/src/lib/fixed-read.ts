import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/**
 * A GET that takes nothing from the caller (the same path for everyone, the person from the
 * session), cached under one `key`: the request, its query options (for `fetchQuery` and loaders)
 * and the hook, so each such read is only its path, schema and key. The schema is given as
 * `{ schema: SomethingSchema }`, as to `apiRequest`, so that a production build drops it (decision 068).
 */
export function fixedRead<Data>(
  path: string,
  { schema }: { schema: { parse: (data: unknown) => Data } },
  key: QueryKey,
) {
  const get = () => apiRequest(path, { schema })
  const options = () => queryOptions({ queryKey: key, queryFn: get })
  const useRead = () => useQuery(options())
  return { get, options, useRead }
}
