import { PersonMenu } from '@/features/connections/components/person-menu'
import { usePersonAlternatives, type NamedPerson } from '@/features/connections/hooks/use-person-alternatives'
import { ReportButton } from '@/features/moderation/components/report-button'

// The one slot of memory-extras.tsx a signed-in person's feed shows (beside each named author), in
// a chunk of its own: the feed does not load a memory page's connect, comments and me-toos with it
// (decision 062). Composition only, like memory-page-slots.tsx.

/** Beside a named author: mute or block them, or report them (their memory goes with a block). */
export function AuthorMenu({ author }: { author: NamedPerson }) {
  return (
    <PersonMenu
      publicId={author.public_id}
      displayName={author.display_name}
      report={
        <ReportButton
          targetKind="person"
          target={author.public_id}
          subjectLabel={author.display_name}
          buttonLabel={`Report ${author.display_name}`}
          alternatives={usePersonAlternatives(author, { leaveOnBlock: true })}
        />
      }
    />
  )
}
