import { describe, expect, it } from 'vitest'
import {
  CONNECT_STATUS_MAX,
  CONNECTION_MESSAGE_MAX,
  CONNECTION_PATHS,
  ConnectionIdParamsSchema,
  ConnectRequestBodySchema,
  ConnectStatusBodySchema,
  ConnectionsListBodySchema,
  InteractionSettingsPatchSchema,
  MyConnectionsQuerySchema,
  PublicIdParamsSchema,
} from './connections'

const link = 'the-blue-kitchen-k3x9q2'

describe('the paths', () => {
  it('are the seed’s, with the added ones', () => {
    expect(CONNECTION_PATHS.accept(12)).toBe('/api/v1/connect/12/accept/')
    expect(CONNECTION_PATHS.decline(12)).toBe('/api/v1/connect/12/decline/')
    expect(CONNECTION_PATHS.remove(12)).toBe('/api/v1/connect/12/')
    expect(CONNECTION_PATHS.block('abc123')).toBe('/api/v1/users/abc123/block')
    expect(CONNECTION_PATHS.mute('abc123')).toBe('/api/v1/users/abc123/mute')
    expect(CONNECTION_PATHS.status).toBe('/api/v1/interaction/get-connect-status/')
  })
})

describe('a request to connect', () => {
  it('names a memory and may carry a message, trimmed', () => {
    expect(ConnectRequestBodySchema.parse({ shareable_link: link })).toEqual({ shareable_link: link })
    expect(ConnectRequestBodySchema.parse({ shareable_link: link, message: '  Hello.\nMe too.  ' })).toEqual({
      shareable_link: link,
      message: 'Hello.\nMe too.',
    })
  })

  it(`keeps the message to ${CONNECTION_MESSAGE_MAX} characters`, () => {
    const at = (n: number) =>
      ConnectRequestBodySchema.safeParse({ shareable_link: link, message: 'x'.repeat(n) })
    expect(at(CONNECTION_MESSAGE_MAX).success).toBe(true)
    expect(at(CONNECTION_MESSAGE_MAX + 1).success).toBe(false)
  })

  it('keeps line breaks and refuses other control characters, NUL and lone surrogates', () => {
    for (const message of ['a\r\nb', 'a\nb'])
      expect(ConnectRequestBodySchema.safeParse({ shareable_link: link, message }).success).toBe(true)
    for (const message of ['a\tb', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0000b', 'a\ud800b'])
      expect(
        ConnectRequestBodySchema.safeParse({ shareable_link: link, message }).success,
        JSON.stringify(message),
      ).toBe(false)
  })

  it('refuses a link that is not one', () => {
    for (const shareable_link of ['', 'Two Words', '../x', 'x'.repeat(161), 5, null])
      expect(ConnectRequestBodySchema.safeParse({ shareable_link }).success, String(shareable_link)).toBe(
        false,
      )
  })
})

describe('ids in paths', () => {
  it('take positive whole numbers written in digits', () => {
    expect(ConnectionIdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 })
    for (const id of ['0', '-1', '1.5', '1e3', 'abc', '', '99999999999999999'])
      expect(ConnectionIdParamsSchema.safeParse({ id }).success, id).toBe(false)
  })

  it('take public ids of lower-case letters and digits', () => {
    expect(PublicIdParamsSchema.safeParse({ publicId: 'k3x9q2ab' }).success).toBe(true)
    for (const publicId of ['', 'ABC', 'a-b', 'x'.repeat(41)])
      expect(PublicIdParamsSchema.safeParse({ publicId }).success, publicId).toBe(false)
  })
})

describe('lists', () => {
  it('list connections unless pending is asked for, from page 1', () => {
    expect(MyConnectionsQuerySchema.parse({})).toEqual({ status: 'connected', page: 1 })
    expect(MyConnectionsQuerySchema.parse({ status: 'pending', page: '3' })).toEqual({
      status: 'pending',
      page: 3,
    })
    for (const query of [{ status: 'declined' }, { page: '0' }, { page: 'x' }])
      expect(MyConnectionsQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false)
  })

  it('of a memory take its link and a page', () => {
    expect(ConnectionsListBodySchema.parse({ shareable_link: link })).toEqual({
      shareable_link: link,
      page: 1,
    })
    expect(ConnectionsListBodySchema.safeParse({ shareable_link: link, page: -1 }).success).toBe(false)
  })
})

describe('the batch status', () => {
  it(`takes 1 to ${CONNECT_STATUS_MAX} links`, () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => `memory-${i}`)
    expect(ConnectStatusBodySchema.safeParse({ shareable_links: links(1) }).success).toBe(true)
    expect(ConnectStatusBodySchema.safeParse({ shareable_links: links(CONNECT_STATUS_MAX) }).success).toBe(
      true,
    )
    for (const n of [0, CONNECT_STATUS_MAX + 1])
      expect(ConnectStatusBodySchema.safeParse({ shareable_links: links(n) }).success, `${n}`).toBe(false)
    expect(ConnectStatusBodySchema.safeParse({ shareable_links: 'a,b' }).success).toBe(false)
    expect(ConnectStatusBodySchema.safeParse({ shareable_links: ['Not A Link'] }).success).toBe(false)
  })
})

describe('the settings', () => {
  it('change one or both, and at least one', () => {
    expect(InteractionSettingsPatchSchema.safeParse({ listed_as_voter: false }).success).toBe(true)
    expect(
      InteractionSettingsPatchSchema.safeParse({ accepts_connection_requests: false, listed_as_voter: true })
        .success,
    ).toBe(true)
    for (const patch of [{}, { listed_as_voter: 'no' }, { accepts_connection_requests: null }])
      expect(InteractionSettingsPatchSchema.safeParse(patch).success, JSON.stringify(patch)).toBe(false)
  })
})
