/**
 * The numbers a text states, as values: `28.3`, `17,337` in English; `28,3`, `17 337` in Spanish,
 * whose thousands are parted by a no-break space only (a plain one parts a phone number: 116 123).
 * Sorted, so two texts saying the same figures in another order compare equal.
 */
export function figuresIn(text: string, language: 'en' | 'es'): number[] {
  const pattern = language === 'en' ? /\d+(?:,\d{3})*(?:\.\d+)?/g : /\d+(?:[\u00a0\u202f]\d{3})*(?:,\d+)?/g
  return [...text.matchAll(pattern)]
    .map(([found]) =>
      language === 'en'
        ? Number(found.replaceAll(',', ''))
        : Number(found.replace(/[\u00a0\u202f]/g, '').replace(',', '.')),
    )
    .sort((a, b) => a - b)
}
