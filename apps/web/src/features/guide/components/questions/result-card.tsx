import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useResultAnswer } from '../../api/get-result-answer'
import { LoadingStatus } from '@/components/ui/loading-status'
import { aboutInHundred } from '../common/prevalence-words'
import { TypeDetail } from './type-detail'

/**
 * A gentle card after an answer that counts: what it is called, how common it is, a kind word, and
 * how many people here answered the same. After a positive experience, only the glad word. It appears below the question and never takes focus; the
 * group's status region announces it.
 */
export function ResultCard({ sessionId, answerId }: { sessionId: string; answerId: number }) {
  const { t } = useLingui()
  const headingId = useId()
  const result = useResultAnswer(sessionId, answerId)
  if (result.isPending) return <LoadingStatus>{t`Loading a note about your answer…`}</LoadingStatus>
  // The answer is saved either way; a missing note is not worth an error here.
  if (result.isError) return null
  const { type, prevalence, message, community_count: community } = result.data
  const together =
    community !== null ? (
      <p>
        <Plural
          value={community}
          one="# person on Kindred, you included, answered this question the same way."
          other="# people on Kindred, you included, answered this question the same way."
        />
      </p>
    ) : null
  // A positive childhood experience: a glad word, not a note about adversity.
  if (!type)
    return (
      <div
        aria-label={t`A note about your answer`}
        role="group"
        className="flex flex-col gap-3 rounded-2xl bg-calm p-5"
      >
        <p>{message}</p>
        {together}
      </div>
    )

  return (
    <div aria-labelledby={headingId} role="group" className="flex flex-col gap-3 rounded-2xl bg-calm p-5">
      <h3 id={headingId} className="text-xl font-semibold">
        {type.name}
      </h3>
      <p>{message}</p>
      {prevalence ? <Prevalence percent={prevalence.total_pct} /> : null}
      {together}
      <TypeDetail typeId={type.id} name={type.name} />
    </div>
  )
}

/** How common the experience was in the CDC–Kaiser study, in words rather than a percentage. */
function Prevalence({ percent }: { percent: number }) {
  const inHundred = aboutInHundred(percent)
  return (
    <p>
      {inHundred === null ? (
        <Trans>
          In the CDC–Kaiser study, fewer than 1 in 100 adults said this happened to them as children.
        </Trans>
      ) : (
        <Trans>
          In the CDC–Kaiser study, about {inHundred} in 100 adults said this happened to them as children.
        </Trans>
      )}
    </p>
  )
}
