import { useLingui } from '@lingui/react/macro'
import type { Memory } from '@kindred/contract/memories'
import { Button } from '@/components/ui/button'
import { connectionsCanTell } from '../../lib/composer-values'
import { ANONYMOUS_WORDS } from '../../lib/memory-words'

interface ConnectionsCanTellProps {
  memory: Pick<Memory, 'is_mine' | 'visibility' | 'anonymous'>
  /** On the memory's own page: opens the composer. Elsewhere the note says where to change it. */
  onEdit?: () => void
}

/**
 * For its author only: a memory saved for their connections without their name (before that pair was
 * refused) is not anonymous to the people who can read it. Said plainly, with the way to change it;
 * the memory keeps the author's choice until they do.
 */
export function ConnectionsCanTell({ memory, onEdit }: ConnectionsCanTellProps) {
  const { t } = useLingui()
  if (!connectionsCanTell(memory)) return null
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border-2 border-line bg-calm px-4 py-3">
      <p className="font-semibold">{t(ANONYMOUS_WORDS.connectionsCanTell)}</p>
      <p>
        {t(ANONYMOUS_WORDS.connectionsCanTellWhy)}
        {onEdit ? null : ` ${t(ANONYMOUS_WORDS.howToChange)}`}
      </p>
      {onEdit ? (
        <Button variant="secondary" onClick={onEdit}>
          {t(ANONYMOUS_WORDS.changeButton)}
        </Button>
      ) : null}
    </div>
  )
}
