/** "about 28 in 100": a CDC percentage in words a tired reader can take in at a glance. */
export function aboutInHundred(percent: number): string {
  const rounded = Math.round(percent)
  return rounded < 1 ? 'fewer than 1 in 100' : `about ${rounded} in 100`
}
