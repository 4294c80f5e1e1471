import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const STUB_TO_JSON_SCHEMA = '\0kindred:zod-to-json-schema'
const STUB_PROCESSORS = '\0kindred:zod-json-schema-processors'

/**
 * Leaves zod's JSON Schema generation out of the web app's bundle (decision 029). Zod's classic API
 * gives every schema a `toJSONSchema()` method, so its ~18 kB generator cannot be tree-shaken, yet
 * only the server makes JSON Schema (for OpenAPI). The two modules classic zod imports it from are
 * replaced by ones whose JSON Schema functions throw; `aggregateChecks`, which also serves schema
 * getters such as `minLength`, still comes from zod itself.
 */
export function zodWithoutJsonSchema(): Plugin {
  const require = createRequire(import.meta.url)
  const core = path.join(path.dirname(require.resolve('zod/package.json')), 'v4/core')
  const processorsFile = path.join(core, 'json-schema-processors.js')
  return {
    name: 'kindred:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.replaceAll('\\', '/').endsWith('zod/v4/classic/schemas.js')) return null
      if (source === '../core/to-json-schema.js') return STUB_TO_JSON_SCHEMA
      if (source === '../core/json-schema-processors.js') return STUB_PROCESSORS
      return null
    },
    load(id) {
      const unavailable = `const unavailable = () => { throw new Error('JSON Schema is not made in the web app') }`
      if (id === STUB_TO_JSON_SCHEMA)
        return `${unavailable}
export const createToJSONSchemaMethod = () => unavailable
export const createStandardJSONSchemaMethod = () => unavailable`
      if (id !== STUB_PROCESSORS) return null
      const names = [
        ...fs.readFileSync(processorsFile, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm),
      ]
        .map((match) => match[1])
        .filter((name) => name !== 'aggregateChecks')
      return `${unavailable}
export { aggregateChecks } from ${JSON.stringify(processorsFile)}
${names.map((name) => `export const ${name} = unavailable`).join('\n')}`
    },
  }
}
