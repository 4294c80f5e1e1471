import { lazy, Suspense, type ReactNode } from 'react'
import { MemoryReactions } from '@/features/interactions/components/memory-reactions'
import type { MemoriesEnvironment } from '@/features/memories/components/memories-context'
import { SuspensionNotice, type Suspension } from '@/features/moderation/components/suspension-notice'

type Slots = Pick<
  MemoriesEnvironment,
  'cardActions' | 'pageActions' | 'pageSections' | 'authorMenu' | 'moderationNote' | 'composerNotice'
>

interface ExtrasInput {
  signedIn: boolean
  empathyLabel: string
  /** The signed-in person's suspension (the session's), if any. */
  suspension: Suspension | null
}

// A visitor's feed shows only the reactions; what a memory's page or a signed-in person's menu adds
// comes from its own chunk when first shown, so a first visit to /memories does not load it
// (decision 029).
const slots = () => import('./memory-page-slots')
const MemoryPageActions = lazy(() => slots().then((m) => ({ default: m.MemoryPageActions })))
const MemoryPageSections = lazy(() => slots().then((m) => ({ default: m.MemoryPageSections })))
const AuthorMenu = lazy(() => slots().then((m) => ({ default: m.AuthorMenu })))
const MemoryModerationNote = lazy(() => slots().then((m) => ({ default: m.MemoryModerationNote })))

/** Each slot waits in place, showing nothing, instead of folding the page back into its placeholder. */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/**
 * The slots the memories screens leave for other features (they do not import each other):
 * reactions on cards; on a memory's page its reactions and kind words, connect and report, then the
 * me-toos (for its author) and the comments; beside an author's name, mute and block. For its
 * author, the moderation note on a memory or comment set aside (moderation); for a suspended person,
 * the notice in the composer and above the comment form.
 */
export function memoryExtras({ signedIn, empathyLabel, suspension }: ExtrasInput): Slots {
  return {
    cardActions: (memory) => (
      <MemoryReactions
        shareableLink={memory.shareable_link}
        isMine={memory.is_mine}
        counts={memory.counts}
        signedIn={signedIn}
        empathyLabel={empathyLabel}
      />
    ),
    pageActions: (memory) => (
      <>
        <MemoryReactions
          shareableLink={memory.shareable_link}
          isMine={memory.is_mine}
          counts={memory.counts}
          signedIn={signedIn}
          empathyLabel={empathyLabel}
          withFeedback
        />
        {signedIn && !memory.is_mine ? (
          <Later>
            <MemoryPageActions memory={memory} />
          </Later>
        ) : null}
      </>
    ),
    pageSections: (memory) => (
      <Later>
        <MemoryPageSections memory={memory} signedIn={signedIn} suspension={suspension} />
      </Later>
    ),
    authorMenu: (author) =>
      signedIn ? (
        <Later>
          <AuthorMenu author={author} />
        </Later>
      ) : null,
    moderationNote: (memory) =>
      memory.moderation ? (
        <Later>
          <MemoryModerationNote memory={memory} />
        </Later>
      ) : null,
    composerNotice: <SuspensionNotice suspension={suspension} place="composer" />,
  }
}
