import { linkClassName } from '@/components/ui/text-link'
import { focusElement, sourceIdPrefix } from './section-ids'

interface CitationRefsProps {
  sectionSlug: string
  /** The source keys a paragraph cites. */
  keys: string[]
  /** Each source's number in the section's source list. */
  numbers: Map<string, number>
}

/** Numbered links from a paragraph to its sources at the end of the section: [1] [3]. */
export function CitationRefs({ sectionSlug, keys, numbers }: CitationRefsProps) {
  const cited = [...new Set(keys.map((key) => numbers.get(key)).filter((n): n is number => n !== undefined))]
  if (cited.length === 0) return null
  return (
    <>
      {cited.map((n) => {
        const target = `${sourceIdPrefix(sectionSlug)}-${n}`
        return (
          <a
            key={n}
            href={`#${target}`}
            onClick={(event) => {
              event.preventDefault()
              focusElement(target)
            }}
            className={`${linkClassName} ml-1 text-base`}
          >
            <span aria-hidden="true">[{n}]</span>
            <span className="sr-only">Source {n}</span>
          </a>
        )
      })}
    </>
  )
}
