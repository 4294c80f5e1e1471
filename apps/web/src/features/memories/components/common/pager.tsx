import { Button } from '@/components/ui/button'

interface PagerProps {
  page: number
  hasNext: boolean
  onPage: (page: number) => void
  /** e.g. "memories" → "Newer memories" / "Older memories". */
  noun?: string
  /** Ordered by newest first, or by something else ("More results"). */
  newestFirst?: boolean
}

/** Ten at a time (seed §9): back and on, as far as the server says there is more (`has_next`). */
export function Pager({ page, hasNext, onPage, noun = 'memories', newestFirst = true }: PagerProps) {
  if (page <= 1 && !hasNext) return null
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Button variant="secondary" onClick={() => onPage(page - 1)}>
          {newestFirst ? `Newer ${noun}` : 'Previous page'}
        </Button>
      ) : null}
      <span className="text-muted">Page {page}</span>
      {hasNext ? (
        <Button variant="secondary" onClick={() => onPage(page + 1)}>
          {newestFirst ? `Older ${noun}` : 'Next page'}
        </Button>
      ) : null}
    </nav>
  )
}
