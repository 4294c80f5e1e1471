/**
 * The locale to write dates and lower-case names in: the reader's own variant of the shown language
 * when the browser names one ("en-GB", "es-MX"), else the language itself. The pseudo-language is
 * English underneath. (Figures and lists follow the language alone: see percent.ts, report-summary.tsx.)
 */
export function formatLocale(shown: string): string {
  const language = shown === 'pseudo' ? 'en' : shown
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages
  return browser.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language
}
