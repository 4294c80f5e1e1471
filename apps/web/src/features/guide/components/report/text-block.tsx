import type { TextBlock } from '@kindred/contract/guide'
import { RichText } from '../common/rich-text'
import { CitationRefs } from './citation-refs'

/** A paragraph of the report, with its heading when it starts a part, and its citations. */
export function TextBlockView({ block }: { block: TextBlock }) {
  return (
    <>
      {block.heading ? <h3 className="mt-2 text-xl font-semibold">{block.heading}</h3> : null}
      <p className="max-w-prose">
        <RichText text={block.text} />
        <CitationRefs keys={block.sources} />
      </p>
    </>
  )
}
