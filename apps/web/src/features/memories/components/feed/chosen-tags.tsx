import { Trans } from '@lingui/react/macro'
import type { MemoryTag } from '@kindred/contract/memories'
import { Button } from '@/components/ui/button'

interface ChosenTagsProps {
  tags: readonly MemoryTag[]
  onRemove: (slug: string) => void
  onClear: () => void
}

/** The tags the list is filtered by, each removable, and a way back to every memory. */
export function ChosenTags({ tags, onRemove, onClear }: ChosenTagsProps) {
  if (tags.length === 0) return null
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">
        <Trans>Showing memories tagged with any of:</Trans>
      </p>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.id}>
            <Button variant="secondary" onClick={() => onRemove(tag.slug)}>
              {tag.name}
              <span aria-hidden="true">×</span>
              <span className="sr-only">
                <Trans>(remove this filter)</Trans>
              </span>
            </Button>
          </li>
        ))}
        <li>
          <Button variant="quiet" onClick={onClear}>
            <Trans>Show all memories</Trans>
          </Button>
        </li>
      </ul>
    </div>
  )
}
