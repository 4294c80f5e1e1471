import type { Plugin } from 'vite'

/** What the web app reads from each language's preferences/options.json (features/preferences/lib/preference-content.ts). */
const KEPT = new Set(['safety_filters', 'empathy_button_text'])

/** content/preferences/options.json and each translation of it (content/es/preferences/options.json). */
const OPTIONS_FILE = /\/content\/(?:[a-z]{2}\/)?preferences\/options\.json$/

interface OptionsFile {
  categories: { key: string; options: { slug: string; label: string }[] }[]
}

/**
 * Bundles only the labels of the preference options the web app names without asking the server:
 * the safety filters a folded memory matched and the default empathy button text (issue 36). The
 * descriptions and the other categories come from the API with the settings, so the feed's first
 * load does not carry them (about 0.8 kB gzipped of the 1.2 the whole file was). The same for every
 * language's file: the labels of each are bundled (about 0.4 kB gzipped each). Unit tests read the
 * whole files, which hold the same labels.
 */
export function preferenceLabels(): Plugin {
  return {
    name: 'kindred:preference-labels',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!OPTIONS_FILE.test(id.replaceAll('\\', '/'))) return null
      const file = JSON.parse(code) as OptionsFile
      const categories = file.categories
        .filter((category) => KEPT.has(category.key))
        .map(({ key, options }) => ({ key, options: options.map(({ slug, label }) => ({ slug, label })) }))
      return { code: JSON.stringify({ categories }), map: null }
    },
  }
}
