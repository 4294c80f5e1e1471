// Words a person reads are written in the catalogs, never into a component: text between JSX tags
// must sit inside Lingui's <Trans>, and the attributes a person reads or hears (aria-label, title,
// placeholder, alt…) take a translated value (`t` from useLingui), not a string literal. What this
// rule cannot see — a plain string handed through a variable — the pseudo-locale run in Chromium
// catches (e2e/pseudo-locale.spec.ts).

/** Attributes whose value a person reads or a screen reader speaks. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
])

/** A letter of any alphabet: punctuation, digits, symbols and spaces alone are not words. */
const HAS_WORD = /\p{L}/u

/** Inside <Trans>…</Trans> (or Plural, Select, SelectOrdinal from the macro), the text is a message. */
const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal'])

function insideMessage(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'JSXElement' && at.openingElement.name.type === 'JSXIdentifier') {
      if (MESSAGE_ELEMENTS.has(at.openingElement.name.name)) return true
    }
  }
  return false
}

function literalOf(value) {
  if (!value) return null
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value
  if (value.type === 'JSXExpressionContainer') {
    const inner = value.expression
    if (inner.type === 'Literal' && typeof inner.value === 'string') return inner.value
    if (inner.type === 'TemplateLiteral' && inner.expressions.length === 0)
      return inner.quasis[0].value.cooked
  }
  return null
}

export const untranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a person reads come from the message catalogs (Lingui), not from the code' },
    schema: [],
    messages: {
      text: 'Text "{{text}}" is written into the component: wrap it in <Trans> (from @lingui/react/macro).',
      attribute:
        '{{name}}="{{text}}" is written into the component: give it t`…` from useLingui() (@lingui/react/macro).',
    },
  },
  create(context) {
    return {
      JSXText(node) {
        const text = node.value.trim()
        if (!HAS_WORD.test(text) || insideMessage(node)) return
        context.report({ node, messageId: 'text', data: { text: text.slice(0, 40) } })
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !READ_ATTRIBUTES.has(node.name.name)) return
        const text = literalOf(node.value)
        if (text === null || !HAS_WORD.test(text)) return
        context.report({
          node,
          messageId: 'attribute',
          data: { name: node.name.name, text: text.slice(0, 40) },
        })
      },
    }
  },
}
