// The routes bench/scale.mjs measures (issue 14), as autocannon options for a server at `origin`:
// reads for a visitor and for a signed-in person, the batch status calls with 50 items, and the write
// paths. `kind` says which targets a route answers to (see targets.mjs).

import { signIn, WRITTEN_COMMENT, WRITTEN_TITLE } from './fixtures.mjs'

const enc = encodeURIComponent

/** What the routes need of a running server on a loaded database: a signed-in person, links, comment ids, deep cursors. */
export async function routeContext(origin, fixtures) {
  const signedIn = await signIn(origin, fixtures.person)
  const read = async (url) => {
    const res = await fetch(`${origin}${url}`, { headers: signedIn })
    if (!res.ok) throw new Error(`${url}: ${res.status}`)
    return res.json()
  }
  const feed = await read('/api/v1/feed/?limit=50')
  // Where page 1,000 starts for each reader (decision 063), or as deep as a small database goes.
  const deepCursor = async (headers) => {
    for (const page of [999, 500, 100, 1]) {
      const res = await fetch(`${origin}/api/v1/feed/?page=${page}`, { headers })
      const { next_cursor: cursor } = await res.json()
      if (cursor) return { page: page + 1, cursor }
    }
    throw new Error('the feed has no second page')
  }
  const comments = await read(`/api/v1/comments/list/${fixtures.busiest.link}/10/1`)
  return {
    origin,
    signedIn,
    links: feed.results.map((m) => m.shareable_link),
    commentIds: comments.results.map((c) => Number(c.id)),
    deep: { visitor: await deepCursor({}), signedIn: await deepCursor(signedIn) },
    ...fixtures,
  }
}

/** `[name, kind, options]` for every measured route. */
export function scaleRoutes({
  origin,
  signedIn,
  links,
  commentIds,
  busiest,
  tagIds,
  writeTagIds,
  other,
  deep,
}) {
  const json = { ...signedIn, 'content-type': 'application/json' }
  const get = (path, headers) => ({ url: `${origin}${path}`, ...(headers ? { headers } : {}) })
  const post = (path, body) => ({
    url: `${origin}${path}`,
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  })
  const both = (name, kind, path) => [
    [`${name} (visitor)`, kind, get(path)],
    [`${name} (signed in)`, kind, get(path, signedIn)],
  ]
  const search = (q, extra = '') => `/memories/api/v1/search/?q=${enc(q)}${extra}`
  let n = 0
  return [
    // The server's own floor: a route that reads nothing, through every hook a request passes.
    ['the app, no database (`GET /api/v1/auth/providers`)', 'floor', get('/api/v1/auth/providers')],
    // The floor of every member's read (issue 36): one round trip to PostgreSQL that reads nothing
    // (`select 1`), signed in, so the session check, cookies and CSRF hooks all run.
    ['the app, one trivial statement (`GET /api/health`, signed in)', 'floor', get('/api/health', signedIn)],
    ...both('feed page 1', 'feed-1', '/api/v1/feed/?page=1'),
    ...both('feed page 1,000', 'feed-1000', '/api/v1/feed/?page=1000'),
    // The same depth as the web app reads it (issue 36, decision 063): from where page 999 ended.
    [
      'feed by cursor, deep (visitor)',
      'feed-cursor',
      get(`/api/v1/feed/?page=${deep.visitor.page}&cursor=${deep.visitor.cursor}`),
    ],
    [
      'feed by cursor, deep (signed in)',
      'feed-cursor',
      get(`/api/v1/feed/?page=${deep.signedIn.page}&cursor=${deep.signedIn.cursor}`, signedIn),
    ],
    ...both('feed `sort=top`', 'read', '/api/v1/feed/?sort=top'),
    ...both('snippets page 1', 'read', '/memories/memories-list/snippets-r/1/10/'),
    ...both(
      'snippets, 3 tags',
      'read',
      `/memories/memories-list/snippets-r/1/10/?tag_ids=${tagIds.join(',')}`,
    ),
    ...both('search, a common word', 'search', search('kitchen')),
    ...both('search, a rare word', 'search', search('harmonica')),
    ...both('search, a word and a tag', 'search', search('house', `&tag_ids=${tagIds[0]}`)),
    ...both('memory details', 'details', `/memories/api/v1/memories/${busiest.hashId}/get-details`),
    ...both(
      'bulk of 50',
      'read',
      `/memories/api/v1/memories/get-details-bulk/?shareable_links=${links.join(',')}`,
    ),
    ...both('comments page 1', 'read', `/api/v1/comments/list/${busiest.link}/10/1`),
    ...both(
      'voters page 1',
      'read',
      `/api/v1/vote/get-voters/?shareable_link=${busiest.link}&limit=10&page=1`,
    ),
    ['notifications (signed in)', 'read', get('/notifications/?limit=10&page=1', signedIn)],
    [
      'interaction status, 50 memories and 10 comments',
      'batch',
      post('/api/v1/interaction/get-interaction-status/', {
        shareable_links: links,
        comment_ids: commentIds,
      }),
    ],
    [
      'votes status, 50 memories',
      'batch',
      post('/api/v1/interaction/get-votes-status/', { shareable_links: links }),
    ],
    [
      'connect status, 50 memories',
      'batch',
      post('/api/v1/interaction/get-connect-status/', { shareable_links: links }),
    ],
    [
      'write: share a memory',
      'write',
      {
        url: `${origin}/memories/api/v1/memories/`,
        headers: json,
        requests: [
          {
            method: 'POST',
            // Each request a new memory: a real insert with its tag links, search vector and score.
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                title: `${WRITTEN_TITLE} ${++n}`,
                body: 'The kitchen was quiet in the mornings, and I remember the smell of bread before anyone woke.',
                mt: 1,
                tag_ids: writeTagIds,
              }),
            }),
          },
        ],
      },
    ],
    [
      'write: me too, then take it back',
      'write',
      {
        url: `${origin}/api/v1/reaction/`,
        requests: [
          {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ target: 'memory', shareable_link: other, reaction: 'me_too' }),
          },
          {
            method: 'DELETE',
            headers: json,
            body: JSON.stringify({ target: 'memory', shareable_link: other, reaction: 'me_too' }),
          },
        ],
      },
    ],
    [
      'write: comment',
      'write',
      post('/api/v1/comments/', {
        shareable_link: other,
        body: WRITTEN_COMMENT,
      }),
    ],
  ]
}
