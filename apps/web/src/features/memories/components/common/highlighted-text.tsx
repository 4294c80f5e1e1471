import type { HighlightPart } from '@kindred/contract/memories'

/**
 * Text with the words a search found marked. The parts are plain text: React escapes them, so
 * anything that looks like HTML is shown as typed, never interpreted.
 */
export function HighlightedText({ parts }: { parts: readonly HighlightPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-calm px-0.5 font-semibold text-ink underline">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  )
}
