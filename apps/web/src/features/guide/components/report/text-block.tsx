import type { TextBlock } from '@kindred/contract/guide'
import { CitationRefs } from './citation-refs'

interface TextBlockViewProps {
  block: TextBlock
  sectionSlug: string
  numbers: Map<string, number>
}

/** A paragraph of the report, with its heading when it starts a part, and its citations. */
export function TextBlockView({ block, sectionSlug, numbers }: TextBlockViewProps) {
  return (
    <>
      {block.heading ? <h3 className="mt-2 text-xl font-semibold">{block.heading}</h3> : null}
      <p className="max-w-prose">
        {block.text}
        <CitationRefs sectionSlug={sectionSlug} keys={block.sources} numbers={numbers} />
      </p>
    </>
  )
}
