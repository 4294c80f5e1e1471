// The routes bench/replicas.mjs measures: every read of bench/scale/routes.mjs (no write rows: a
// write sends its writer to the primary for a while and would change what the next reads find),
// and the two reads decision 087 moves for everyone, members too, which that bench does not have.
import { scaleRoutes } from '../scale/routes.mjs'

const TAG_COUNTS = '/memories/api/v1/tags/feelings/list?dis=false&ist=true'
const COMMUNITY_STATISTICS = '/api/v1/childhood-trauma-guide/stats/'

/** `[name, kind, options]` for every read, given routes.mjs's context of a running server. */
export function replicaRoutes(context) {
  const get = (path, headers) => ({ url: `${context.origin}${path}`, ...(headers ? { headers } : {}) })
  const both = (name, path) => [
    [`${name} (visitor)`, 'read', get(path)],
    [`${name} (signed in)`, 'read', get(path, context.signedIn)],
  ]
  return [
    ...scaleRoutes(context).filter(([, kind]) => kind !== 'write'),
    ...both('tag counts, as the composer asks', TAG_COUNTS),
    ...both('community statistics (guide)', COMMUNITY_STATISTICS),
  ]
}
