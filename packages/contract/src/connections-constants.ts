// The plain values of `connections.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `connections.ts` re-exports
// them for everyone else.

import { PAGE_SIZE } from './limits'

// Connections between people, block and mute, and the batch connect status (SPEC §6).

export const CONNECTION_PATHS = {
  /** Ask a memory's author to connect. */
  request: '/api/v1/connect/request/',
  /** The addressee of a pending request answers it. */
  accept: (id: number | string) => `/api/v1/connect/${id}/accept/`,
  decline: (id: number | string) => `/api/v1/connect/${id}/decline/`,
  /** DELETE: either person removes a connection, or withdraws a request. */
  remove: (id: number | string) => `/api/v1/connect/${id}/`,
  mine: '/api/v1/connect/mine/',
  /** The people connected through one memory: the list for its author, the total for others. */
  list: '/api/v1/connect/get-connections-list/',
  status: '/api/v1/interaction/get-connect-status/',
  /** POST blocks, DELETE unblocks. */
  block: (publicId: string) => `/api/v1/users/${publicId}/block`,
  /** POST mutes, DELETE unmutes. */
  mute: (publicId: string) => `/api/v1/users/${publicId}/mute`,
  /** The people you blocked or muted, so you can undo it. */
  blocked: '/api/v1/users/blocked/',
  muted: '/api/v1/users/muted/',
  /** GET and PATCH: whether others may ask you to connect and list you as a voter. */
  settings: '/api/v1/connect/settings/',
} as const

export const CONNECTION_MESSAGE_MAX = 500
export const CONNECT_STATUS_MAX = 50
export const CONNECTIONS_PAGE_SIZE = PAGE_SIZE

export const ANONYMOUS_MEMORY_MESSAGE =
  'This memory was shared without a name, so its author cannot be asked to connect.'
export const NOT_ACCEPTING_MESSAGE =
  'This person is not taking connection requests right now. A me too or a kind word still reaches them.'
export const NEW_ACCOUNT_MESSAGE =
  'New accounts can ask to connect once they are a day old. Thank you for your patience.'
export const NOT_POSSIBLE_MESSAGE = 'It is not possible to connect with this person.'
export const OWN_MEMORY_MESSAGE = 'This is your own memory: there is no one to connect with here.'
export const ALREADY_CONNECTED_MESSAGE = 'You are already connected.'

// A message is plain text: line breaks are kept, every other control character (tabs too) refused.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const MESSAGE_CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/

export const CONNECTION_LIST_STATUSES = ['pending', 'connected'] as const

/**
 * You and a memory's author: `self` for your own memories. On an anonymous memory it is always
 * `none` for anyone but its author, since a real status would say who wrote it.
 */
export const CONNECT_STATUSES = ['none', 'pending_outgoing', 'pending_incoming', 'connected', 'self'] as const
export type ConnectStatus = (typeof CONNECT_STATUSES)[number]
