import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { PersonMenu } from '@/features/connections/components/person-menu'
import type { NamedPerson } from '@/features/connections/hooks/use-person-alternatives'
import { LoadingStatus } from '@/components/ui/loading-status'

// The one slot of memory-extras.tsx a signed-in person's feed shows (beside each named author), in
// a chunk of its own: the feed does not load a memory page's connect, comments and me-toos with it
// (decision 062). Only the menu's button comes with it: the report (its dialog and the mute and
// block it offers instead) loads when the menu is opened, as the menu's own options do.
// Composition only, like memory-page-slots.tsx.
const AuthorReport = lazy(() => import('./author-report-slot').then((m) => ({ default: m.AuthorReport })))

/** Beside a named author: mute or block them, or report them (their memory goes with a block). */
export function AuthorMenu({ author }: { author: NamedPerson }) {
  const { t } = useLingui()
  return (
    <PersonMenu
      publicId={author.public_id}
      displayName={author.display_name}
      report={
        <Suspense fallback={<LoadingStatus>{t`Loading the report…`}</LoadingStatus>}>
          <AuthorReport author={author} />
        </Suspense>
      }
    />
  )
}
