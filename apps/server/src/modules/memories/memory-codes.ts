import { publicId } from '../../lib/secrets'

/** hash_id: 12 characters of a 32-letter alphabet (60 bits), opaque. */
export const newHashId = () => publicId(12)

const SLUG_WORDS = 6
const SLUG_MAX = 60

/**
 * shareable_link: the first words of the title, folded to plain letters and digits, and a short code
 * that makes it unique (SPEC §2). It is made once and kept when the title changes, so shared links
 * never break. A title without such letters gives `memory-<code>`.
 */
export function newShareableLink(title: string): string {
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
  return `${slug || 'memory'}-${publicId(6)}`
}
