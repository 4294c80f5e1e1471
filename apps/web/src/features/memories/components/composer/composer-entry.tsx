import { lazy, Suspense, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Memory } from '@kindred/contract/memories'
import { Button } from '@/components/ui/button'
import { LoadingStatus } from '@/components/ui/loading-status'
import { TextLink } from '@/components/ui/text-link'
import { moveFocus } from '@/lib/move-focus'
import { showNotice } from '@/lib/notices'
import { useMemoryAllowance } from '../../api/get-memory-allowance'
import { hasMemoryDraft } from '../../stores/memory-draft-key'
import { useMemoriesEnvironment } from '../memories-context'

// Only someone signed in who chose to write needs the composer and its form code: it loads then,
// not with every first visit to /memories (decision 029).
const MemoryComposer = lazy(() => import('./memory-composer').then((m) => ({ default: m.MemoryComposer })))

interface ComposerEntryProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * "Share a memory" on /memories: the "Write a memory" button, which opens the composer in place
 * (signed in), or one line on how to start. Closed, it is that alone, so the memories are in the first
 * screen; the heading is still there for screen readers, and shows (and takes focus) when the
 * composer opens, which explains itself (decisions 040 and 058).
 */
export function ComposerEntry({ open, onOpenChange }: ComposerEntryProps) {
  const { signedIn } = useMemoriesEnvironment()
  const { t } = useLingui()
  const navigate = useNavigate()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(open)
  // Asked while the composer's code loads, so a new account's limit shows with the first field.
  useMemoryAllowance({ enabled: signedIn && open })

  useEffect(() => {
    if (open && !wasOpen.current) moveFocus(headingRef.current)
    if (!open && wasOpen.current) moveFocus(toggleRef.current)
    wasOpen.current = open
  }, [open])

  const done = (memory: Memory) => {
    const path = `/memories/m/${memory.shareable_link}`
    showNotice(
      memory.visibility === 'private'
        ? t`Saved to your journal. Only you can see it.`
        : t`Your memory is shared.`,
      { page: path },
    )
    navigate(path)
  }

  const headingClass = open ? 'text-2xl font-semibold' : 'sr-only'
  if (!signedIn)
    return (
      <section aria-labelledby="share-a-memory">
        <h2 id="share-a-memory" className="sr-only">
          <Trans>Share a memory</Trans>
        </h2>
        <p className="text-base">
          <Trans>
            To share a memory,{' '}
            <TextLink to="/login" state={{ from: '/memories?compose=1' }}>
              sign in
            </TextLink>{' '}
            or <TextLink to="/register">create an account</TextLink>.
          </Trans>
        </p>
      </section>
    )

  return (
    <section aria-labelledby="share-a-memory" className="flex flex-col gap-4">
      <h2 id="share-a-memory" ref={headingRef} tabIndex={-1} className={headingClass}>
        <Trans>Share a memory</Trans>
      </h2>
      {open ? (
        <Suspense fallback={<LoadingStatus>{t`Opening the composer…`}</LoadingStatus>}>
          <MemoryComposer onDone={done} onCancel={() => onOpenChange(false)} />
        </Suspense>
      ) : (
        <Button ref={toggleRef} className="self-start" onClick={() => onOpenChange(true)}>
          {hasMemoryDraft() ? <Trans>Continue your draft</Trans> : <Trans>Write a memory</Trans>}
        </Button>
      )}
    </section>
  )
}
