import type { Moderator } from '@kindred/contract/moderation'
import type { RoleHolder } from '../identity'

/** A moderator or admin as the admins' list shows them; a person without a role is never one. */
export function toModeratorDto(person: RoleHolder): Moderator {
  if (person.role === 'user') throw new Error('toModeratorDto: not a moderator')
  return { public_id: person.publicId, display_name: person.displayName, role: person.role }
}
