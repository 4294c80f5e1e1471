import { transformAsync } from '@babel/core'
import { getConfig } from '@lingui/conf'
import type { Plugin } from 'vite'
import { CHUNK_MESSAGES_PLACEHOLDER } from './chunk-messages'

/** The catalog a file's messages are in: its feature's, or the app frame's (lingui.config.ts). */
export function partOf(file: string): string {
  return /\/src\/features\/([\w-]+)\//.exec(file)?.[1] ?? 'app'
}

/**
 * Lingui's macros (`t`, `<Trans>`, `plural`) turned into message ids before anything else reads the
 * file. @vitejs/plugin-react 6 no longer runs Babel, and Rolldown's Babel plugin needs Node 22, so
 * this runs Babel's Lingui plugin itself — on the files that import a macro only, so the build pays
 * for Babel on those alone. Used by the build and by the unit tests alike.
 */
export function linguiMacros(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath, skipValidation: true })
  let building = false
  return {
    name: 'kindred:lingui-macros',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build'
    },
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('/node_modules/')) return null
      if (!code.includes('@lingui/') || !/@lingui\/(core|react)\/macro/.test(code)) return null
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      })
      if (!result?.code) return null
      // The module waits for its words before it runs (lib/i18n/catalogs.ts, `need`): its part's
      // catalog in development and tests, its built chunk's messages in the build (chunk-messages.ts).
      // Put on the first line, so Babel's source map still holds line for line.
      const words = building ? CHUNK_MESSAGES_PLACEHOLDER : partOf(id)
      const need = `import { need as __needMessages } from '@/lib/i18n/catalogs';await __needMessages(${JSON.stringify(words)});`
      return { code: need + result.code, map: result.map }
    },
  }
}
