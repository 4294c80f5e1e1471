import type { CaregiverStyle } from '@kindred/contract/guide-content'
import { AppError } from '../../../lib/app-error'
import type { GuideDeps } from '../guide-deps'
import { saveToGuide } from './save-to-guide'

/**
 * Two caregiver styles (SPEC §4.3). With `googleId` (the signed-in person's own public id, anyone
 * else's is refused) the pair is also saved to their guide.
 */
export async function showCaregiverStyles(
  deps: GuideDeps,
  input: {
    a: CaregiverStyle
    b: CaregiverStyle
    googleId: string | undefined
    user: { id: number; publicId: string } | null
  },
) {
  const { a, b, googleId, user } = input
  if (googleId !== undefined && googleId !== user?.publicId)
    throw new AppError(403, 'FORBIDDEN', 'guide.ownGuideOnly')
  const saved = googleId !== undefined && user ? await saveToGuide(deps, user.id, a, b) : false
  return { a, b, saved }
}
