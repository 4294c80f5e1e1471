import { Trans } from '@lingui/react/macro'
import { GUIDE_SESSION_DAYS } from '@kindred/contract/guide-constants'

/**
 * What happens to a comment, said before it is posted (decision 015). Visitors' comments are
 * theirs through the guide session, so they can be changed only while it lasts; signed-in people's
 * belong to their account.
 */
export function CommentNotice({ signedIn }: { signedIn: boolean }) {
  const days = GUIDE_SESSION_DAYS
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-calm px-4 py-3 text-base">
      {signedIn ? (
        <>
          <p>
            <Trans>
              Everyone can read your comment, under your display name only if “Post anonymously” is unticked.
              It never shows your answers. Please leave out names or details that could identify anyone.
            </Trans>
          </p>
          <p>
            <Trans>
              It is kept with your account: deleting your answers does not remove it, and you can edit or
              delete it whenever you are signed in. Deleting your account deletes it.
            </Trans>
          </p>
        </>
      ) : (
        <>
          <p>
            <Trans>
              Everyone can read your comment. It is anonymous and never shows your answers. Please leave out
              names or details that could identify anyone.
            </Trans>
          </p>
          <p>
            <Trans>
              You can edit or delete it here while your answers are kept. If you delete your answers, or they
              are deleted after {days} days without a visit, the comment stays up, anonymous, and can no
              longer be edited or deleted. So if you may want it gone, delete it before your answers.
            </Trans>
          </p>
        </>
      )}
    </div>
  )
}
