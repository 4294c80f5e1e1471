import type { ModeratorList } from '@kindred/contract/moderation'
import { listStaff } from '../../identity'
import { toModeratorDto } from '../moderator.dto'
import type { RoleChangeDeps } from './change-role'

/** Everyone who moderates: admins first, then moderators, each by name. */
export async function listModerators(deps: RoleChangeDeps): Promise<ModeratorList> {
  return { results: (await listStaff(deps.db)).map(toModeratorDto) }
}
