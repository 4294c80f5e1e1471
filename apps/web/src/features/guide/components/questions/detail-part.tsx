import type { TextBlock } from '@kindred/contract/guide'
import { RichText } from '../common/rich-text'

/** One part of a type's detail ("What helps"…): a heading and its paragraphs. */
export function DetailPart({ heading, blocks }: { heading: string; blocks: TextBlock[] }) {
  if (blocks.length === 0) return null
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-lg font-semibold">{heading}</h4>
      {blocks.map((block, index) => (
        <p key={index}>
          {block.heading ? <strong className="font-semibold">{block.heading}. </strong> : null}
          <RichText text={block.text} />
        </p>
      ))}
    </div>
  )
}
