import { lazy, Suspense, type ComponentType } from 'react'
import type { MemoryCard } from '@kindred/contract/memories'
import { MemoryReactions } from '@/features/interactions/components/memory-reactions'
import type { MemoriesEnvironment } from '@/features/memories/components/memories-context'
import { SuspensionNotice, type Suspension } from '@/features/moderation/components/suspension-notice'

type Slots = Pick<
  MemoriesEnvironment,
  | 'cardActions'
  | 'pageReactions'
  | 'pageActions'
  | 'authorSection'
  | 'comments'
  | 'authorMenu'
  | 'moderationNote'
  | 'composerNotice'
>

interface ExtrasInput {
  signedIn: boolean
  empathyLabel: string
  /** Whether a me too starts without the giver's name (decision 057). */
  anonymousByDefault: boolean
  /** The signed-in person's suspension (the session's), if any. */
  suspension: Suspension | null
}

// A visitor's feed shows only the reactions; what a memory's page or a signed-in person's menu adds
// comes from its own chunk when first shown, so a first visit to /memories does not load it
// (decision 029); the author menu, which a signed-in person's feed shows, has a chunk of its own
// (decision 062). Each part waits in place, showing nothing, instead of folding the page back into
// its placeholder.
function later<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Part = lazy(() => load().then((Component) => ({ default: Component })))
  return function Later(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
}
const slots = () => import('./memory-page-slots')
const MemoryPageActions = later(() => slots().then((m) => m.MemoryPageActions))
const MeTooNotes = later(() => slots().then((m) => m.MeTooNotes))
const MemoryComments = later(() => slots().then((m) => m.MemoryComments))
const AuthorMenu = later(() => import('./author-menu-slot').then((m) => m.AuthorMenu))
const MemoryModerationNote = later(() => slots().then((m) => m.MemoryModerationNote))

/**
 * What fills the slots the memories screens leave for other features (they do not import each
 * other; memories says where each goes and for whom): reactions on cards and, with kind words, on a
 * memory's page (interactions); connect and report (connections, moderation); the me-toos for its
 * author (interactions); the comments (comments, with interactions and moderation in theirs); beside
 * an author's name, mute, block and report; the moderation note on a memory set aside; and for a
 * suspended person, the notice in the composer.
 */
export function memoryExtras({ signedIn, empathyLabel, anonymousByDefault, suspension }: ExtrasInput): Slots {
  const reactions = (
    memory: Pick<MemoryCard, 'shareable_link' | 'abilities' | 'counts'>,
    withFeedback = false,
  ) => (
    <MemoryReactions
      shareableLink={memory.shareable_link}
      mayReact={memory.abilities.react}
      counts={memory.counts}
      signedIn={signedIn}
      empathyLabel={empathyLabel}
      anonymousByDefault={anonymousByDefault}
      withFeedback={withFeedback}
    />
  )
  return {
    cardActions: (memory) => reactions(memory),
    pageReactions: (memory) => reactions(memory, true),
    pageActions: (memory, author) => <MemoryPageActions memory={memory} author={author} />,
    authorSection: (memory) => <MeTooNotes shareableLink={memory.shareable_link} />,
    comments: (memory) => (
      <MemoryComments
        memory={memory}
        signedIn={signedIn}
        suspension={suspension}
        anonymousByDefault={anonymousByDefault}
      />
    ),
    authorMenu: (author) => <AuthorMenu author={author} />,
    moderationNote: (memory, onAppealed) => <MemoryModerationNote memory={memory} onAppealed={onAppealed} />,
    composerNotice: <SuspensionNotice suspension={suspension} place="composer" />,
  }
}
