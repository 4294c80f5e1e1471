import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NotificationFamily } from '@kindred/contract/notifications'

// Descriptors, translated when the page is drawn: the language may change after this module loads.
export interface FamilyWords {
  family: NotificationFamily
  heading: MessageDescriptor
  /** What could not be loaded, in "We could not load …". */
  what: MessageDescriptor
  /** What an empty list says, then a next step. */
  empty: MessageDescriptor
  next: { to: string; label: MessageDescriptor }
}

/** The four families of SPEC §7, in the order the page shows them. */
export const FAMILIES: FamilyWords[] = [
  {
    family: 'me_too',
    heading: msg`Me too`,
    what: msg({ message: 'your me toos', comment: 'Ends the sentence “We could not load …”.' }),
    empty: msg`Nobody has said me too to your memories yet. When something you share speaks to someone, you will find it here.`,
    next: { to: '/memories', label: msg`Share a memory` },
  },
  {
    family: 'me_too_love',
    heading: msg`Love on your me toos`,
    what: msg({ message: 'the love on your me toos', comment: 'Ends the sentence “We could not load …”.' }),
    empty: msg`No love back yet. When you say me too to a memory and its author sends love back, it will be here.`,
    next: { to: '/memories', label: msg`Read memories` },
  },
  {
    family: 'memory_love',
    heading: msg`Love on your memories`,
    what: msg({ message: 'the love on your memories', comment: 'Ends the sentence “We could not load …”.' }),
    empty: msg`No love on your memories yet. When someone sends love to a memory you shared, it will be here.`,
    next: { to: '/memories', label: msg`Go to memories` },
  },
  {
    family: 'general',
    heading: msg`Everything else`,
    what: msg({ message: 'everything else', comment: 'Ends the sentence “We could not load …”.' }),
    empty: msg`Nothing else for now. Comments and replies, kind words, and requests to connect will be here.`,
    next: { to: '/memories', label: msg`Find memories to respond to` },
  },
]
