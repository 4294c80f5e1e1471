import { publicId } from '../../lib/secrets'

/** hash_id: 12 characters of a 32-letter alphabet (60 bits), opaque. */
export const newHashId = () => publicId(12)

const SLUG_WORDS = 6
const SLUG_MAX = 60

/**
 * The words a shareable link begins with: the first words of the title, folded to plain letters and
 * digits, at most 60 characters (`memory` when the title has no such letters). The load generator
 * (bench/seed-load) makes its links with it too.
 */
export function shareableSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, SLUG_WORDS)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > SLUG_MAX) break
    slug = next
  }
  return slug || 'memory'
}

/**
 * shareable_link: the title's slug and a short code that makes it unique (SPEC §2). It is made once
 * and kept when the title changes, so shared links never break.
 */
export const newShareableLink = (title: string): string => `${shareableSlug(title)}-${publicId(6)}`
