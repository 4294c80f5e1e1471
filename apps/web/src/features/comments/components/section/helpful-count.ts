import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'

/** How many found a comment helpful, in words. */
export const helpfulCount = (count: number): MessageDescriptor =>
  msg({
    message: plural(count, {
      0: 'Nobody has marked this helpful yet',
      one: '# found this helpful',
      other: '# found this helpful',
    }),
  })
