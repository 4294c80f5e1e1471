// The web app's layers (docs/ARCHITECTURE.md, "Web"): `app/` composes the features; a feature never
// imports another feature, nor the app that composes it (its tests and `testing/` helpers included);
// `lib/` and `components/` are below both and import neither. Checked on the resolved path, so a
// relative `../../interactions/...` is caught as surely as `@/features/interactions/...`, and on
// `import()` and re-exports as well as imports. `test/` (the harness, which renders the whole app)
// and `app/` may import anything.
import path from 'node:path'
import { importRule } from './import-rule.js'

const SOURCE_ROOT = path.join('apps', 'web', 'src') + path.sep

/** The folder of `apps/web/src` a path is in: `app`, `features`, `lib`, `components`, `test`, … */
function placeOf(file) {
  const at = file.indexOf(SOURCE_ROOT)
  if (at === -1) return null
  const [layer, feature = ''] = file.slice(at + SOURCE_ROOT.length).split(path.sep)
  return { root: file.slice(0, at + SOURCE_ROOT.length), layer, feature }
}

/** What `source` points at inside apps/web/src (through the `@/` alias or a relative path), else null. */
function targetOf(source, file, root) {
  if (source.startsWith('@/')) return placeOf(path.join(root, source.slice(2)))
  if (source.startsWith('.')) return placeOf(path.resolve(path.dirname(file), source))
  return null
}

const SHARED = new Set(['lib', 'components'])

/** The message of an import from `here` to `there`, or null when the layers allow it. */
function breach(here, there) {
  if (here.layer === 'features') {
    if (there.layer === 'app') return 'featureToApp'
    if (there.layer === 'features' && there.feature !== here.feature) return 'crossFeature'
  }
  if (SHARED.has(here.layer) && (there.layer === 'app' || there.layer === 'features')) return 'sharedToUpper'
  return null
}

export const webBoundaries = importRule({
  description: 'Keep the web app layered: features apart, lib/ and components/ below them',
  messages: {
    crossFeature:
      "'{{source}}' reaches from the {{feature}} feature into the {{other}} feature; features never import each other: compose them in app/.",
    featureToApp:
      "'{{source}}' reaches from the {{feature}} feature into app/; a feature (its tests and testing/ helpers too) never depends on the app that composes it: take what it needs from lib/ or test/.",
    sharedToUpper:
      "'{{source}}' reaches from {{layer}}/ into {{other}}/; {{layer}}/ is shared by the features and imports neither them nor app/.",
  },
  checkerFor(context) {
    const file = context.filename
    const here = placeOf(file)
    if (!here) return null
    return (node, source) => {
      const there = targetOf(source, file, here.root)
      const messageId = there && breach(here, there)
      if (!messageId) return
      context.report({
        node: node.source,
        messageId,
        data: {
          source,
          feature: here.feature,
          layer: here.layer,
          other: messageId === 'crossFeature' ? there.feature : there.layer,
        },
      })
    }
  },
})
