/**
 * A CDC percentage as "about N in 100", in words a tired reader can take in at a glance: the N, or
 * null for "fewer than 1 in 100" (the sentences around it are the caller's, whole, in each language).
 */
export function aboutInHundred(percent: number): number | null {
  const rounded = Math.round(percent)
  return rounded < 1 ? null : rounded
}
