import type { NotificationFamily } from '@kindred/contract/notifications'

export interface FamilyWords {
  family: NotificationFamily
  heading: string
  /** What an empty list says, then a next step. */
  empty: string
  next: { to: string; label: string }
}

/** The four families of SPEC §7, in the order the page shows them. */
export const FAMILIES: FamilyWords[] = [
  {
    family: 'me_too',
    heading: 'Me too',
    empty:
      'Nobody has said me too to your memories yet. When something you share speaks to someone, you will find it here.',
    next: { to: '/memories', label: 'Share a memory' },
  },
  {
    family: 'me_too_love',
    heading: 'Love on your me toos',
    empty:
      'No love back yet. When you say me too to a memory and its author sends love back, it will be here.',
    next: { to: '/memories', label: 'Read memories' },
  },
  {
    family: 'memory_love',
    heading: 'Love on your memories',
    empty: 'No love on your memories yet. When someone sends love to a memory you shared, it will be here.',
    next: { to: '/memories', label: 'Go to memories' },
  },
  {
    family: 'general',
    heading: 'Everything else',
    empty: 'Nothing else for now. Comments and replies, kind words, and requests to connect will be here.',
    next: { to: '/memories', label: 'Find memories to respond to' },
  },
]
