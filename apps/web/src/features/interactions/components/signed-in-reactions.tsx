import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, type ReactNode } from 'react'
import type { MemoryCounts } from '@kindred/contract/interactions'
import { Button } from '@/components/ui/button'
import { LoadingStatus } from '@/components/ui/loading-status'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import { useSignedInReactions } from '../hooks/use-signed-in-reactions'
import { Count, HeartIcon, ToggleButton } from './toggle-parts'
import { SaidLine } from './said-line'

// The buttons of someone signed in on someone else's memory, apart from memory-reactions.tsx: a
// visitor's feed never loads them or the mutations behind them (decision 029). The me too's form
// comes when it is first opened.
const MeTooForm = lazy(() => import('./me-too-form').then((m) => ({ default: m.MeTooForm })))

interface SignedInProps {
  shareableLink: string
  counts: MemoryCounts
  voteCount: number
  meToo: boolean
  love: boolean
  voted: boolean
  empathyLabel: string
  /** Whether the me too starts without the giver's name (decision 057). */
  anonymousByDefault: boolean
  children: ReactNode
}

/** Me too (with a note, with or without a name), love and "this resonates", each shown at once. */
export function SignedInReactions({ meToo, love, voted, empathyLabel, children, ...data }: SignedInProps) {
  const { t } = useLingui()
  const reactions = useSignedInReactions({ ...data, love, voted, empathyLabel })
  const { meTooButton, panel, state } = reactions

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3" onKeyDown={panel.onKeyDown}>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            ref={meTooButton}
            variant="secondary"
            aria-expanded={panel.open}
            aria-controls={panel.open ? panel.id : undefined}
            className={meToo ? 'border-brand bg-calm dark:border-brand-soft' : undefined}
            onClick={() => (panel.open ? panel.close() : reactions.openPanel())}
          >
            {meToo ? (
              <StrokeIcon>
                <path d="M5 12l5 5 9-10" />
              </StrokeIcon>
            ) : null}
            {empathyLabel}
            <Count value={data.counts.me_too} />
            {meToo ? (
              <span className="sr-only">
                <Trans>(you said this)</Trans>
              </span>
            ) : null}
          </Button>
          <ToggleButton pressed={love} onClick={() => reactions.press('love')}>
            <HeartIcon filled={love} />
            <Trans>Love</Trans>
            <Count value={data.counts.love} />
          </ToggleButton>
          <ToggleButton pressed={voted} onClick={() => reactions.press('vote')}>
            <Trans>This resonates</Trans>
            <Count value={data.voteCount} />
          </ToggleButton>
        </div>
        {panel.open ? (
          meToo ? (
            <TakeBackPanel
              id={panel.id}
              empathyLabel={empathyLabel}
              onTakeBack={reactions.takeBack}
              onKeep={panel.close}
            />
          ) : (
            <Suspense
              fallback={
                <div id={panel.id}>
                  <LoadingStatus>{t`Opening the form…`}</LoadingStatus>
                </div>
              }
            >
              <MeTooForm
                id={panel.id}
                empathyLabel={empathyLabel}
                note={state.note}
                noteError={state.noteError}
                anonymous={reactions.anonymous}
                onType={reactions.type}
                onChoose={reactions.choose}
                onSubmit={reactions.sendMeToo}
                onCancel={panel.close}
              />
            </Suspense>
          )
        ) : null}
      </div>
      {children}
      <SaidLine said={state.said} />
    </div>
  )
}

/** The panel of a me too already said: take it back, or keep it. */
function TakeBackPanel({
  id,
  empathyLabel,
  onTakeBack,
  onKeep,
}: {
  id: string
  empathyLabel: string
  onTakeBack: () => void
  onKeep: () => void
}) {
  return (
    <div id={id} className="flex flex-col items-start gap-3 rounded-2xl border-2 border-line p-4">
      <p>
        <Trans>You said “{empathyLabel}” here. You can take it back if you wish.</Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onTakeBack}>
          <Trans>Take back</Trans>
        </Button>
        <Button variant="quiet" onClick={onKeep}>
          <Trans>Keep it</Trans>
        </Button>
      </div>
    </div>
  )
}
