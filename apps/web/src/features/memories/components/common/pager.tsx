import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'

interface PagerProps {
  page: number
  hasNext: boolean
  onPage: (page: number) => void
  /**
   * What it pages through: memories, newest first ("Newer memories" / "Older memories"), or search
   * results, in another order ("Previous page" / "Next page").
   */
  of?: 'memories' | 'results'
}

/** Ten at a time (seed §9): back and on, as far as the server says there is more (`has_next`). */
export function Pager({ page, hasNext, onPage, of = 'memories' }: PagerProps) {
  const { t } = useLingui()
  if (page <= 1 && !hasNext) return null
  const memories = of === 'memories'
  return (
    <nav
      aria-label={memories ? t`Pages of memories` : t`Pages of results`}
      className="flex flex-wrap items-center gap-3"
    >
      {page > 1 ? (
        <Button variant="secondary" onClick={() => onPage(page - 1)}>
          {memories ? <Trans>Newer memories</Trans> : <Trans>Previous page</Trans>}
        </Button>
      ) : null}
      <span className="text-muted">
        <Trans>Page {page}</Trans>
      </span>
      {hasNext ? (
        <Button variant="secondary" onClick={() => onPage(page + 1)}>
          {memories ? <Trans>Older memories</Trans> : <Trans>Next page</Trans>}
        </Button>
      ) : null}
    </nav>
  )
}
