import { lazy, Suspense, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
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
  /**
   * For someone who has seen the page before: the button alone, or one line on how to start, so the
   * memories are in the first screen. The heading is still there for screen readers (decision 040).
   */
  brief?: boolean
}

/** "Share a memory" on /memories: opens the composer in place (signed in), or says how to start. */
export function ComposerEntry({ open, onOpenChange, brief = false }: ComposerEntryProps) {
  const { signedIn } = useMemoriesEnvironment()
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
        ? 'Saved to your journal. Only you can see it.'
        : 'Your memory is shared.',
      { page: path },
    )
    navigate(path)
  }

  const headingClass = brief && !open ? 'sr-only' : 'text-2xl font-semibold'
  if (!signedIn)
    return (
      <section aria-labelledby="share-a-memory" className="flex flex-col gap-3">
        <h2 id="share-a-memory" className={headingClass}>
          Share a memory
        </h2>
        <p>
          {brief ? null : 'Reading is open to everyone. '}To share a memory of your own,{' '}
          <TextLink to="/login" state={{ from: '/memories?compose=1' }}>
            sign in
          </TextLink>{' '}
          or <TextLink to="/register">create an account</TextLink>.
        </p>
      </section>
    )

  return (
    <section aria-labelledby="share-a-memory" className="flex flex-col gap-4">
      <h2 id="share-a-memory" ref={headingRef} tabIndex={-1} className={headingClass}>
        Share a memory
      </h2>
      {open ? (
        <Suspense fallback={<LoadingStatus>Opening the composer…</LoadingStatus>}>
          <MemoryComposer onDone={done} onCancel={() => onOpenChange(false)} />
        </Suspense>
      ) : (
        <>
          {brief ? null : (
            <p>Something you remember, or how it affects you today. You choose who can read it.</p>
          )}
          <Button ref={toggleRef} className="self-start" onClick={() => onOpenChange(true)}>
            {hasMemoryDraft() ? 'Continue your draft' : 'Write a memory'}
          </Button>
        </>
      )}
    </section>
  )
}
