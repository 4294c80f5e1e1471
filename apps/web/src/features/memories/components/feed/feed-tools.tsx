import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { DisclosureButton } from '@/components/ui/disclosure-button'
import { LoadingStatus } from '@/components/ui/loading-status'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import type { FeedToolsPanelProps } from './feed-tools-panel'

// The order and the tag filter load when first opened: a first visit reads memories (decision 029).
const FeedToolsPanel = lazy(() => import('./feed-tools-panel').then((m) => ({ default: m.FeedToolsPanel })))

/**
 * The list's heading with "Order and filter" beside it, which opens the order, the language and the
 * tag filter below: one tap away, and folded they take no lines of their own, so the first memory is in the
 * first screen (decision 058). Where only its icon fits (a phone, large text) the button keeps its
 * name for screen readers. Once opened, the panel stays rendered (hidden when closed), keeping what
 * was chosen in it.
 */
export function FeedTools({ heading, ...panel }: FeedToolsPanelProps & { heading: ReactNode }) {
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const { t } = useLingui()
  const toggle = () => {
    setOpen(!open)
    setOpened(true)
  }
  return (
    <>
      <div className="@container">
        <div className="flex items-center justify-between gap-3">
          {heading}
          <DisclosureButton
            open={open}
            controls={panelId}
            onToggle={toggle}
            label={t`Order and filter`}
            labelClassName="@max-[26rem]:sr-only"
            icon={
              <StrokeIcon>
                <path d="M4 7h9M17 7h3M4 17h3M11 17h9" strokeLinecap="round" />
                <circle cx="15" cy="7" r="2" />
                <circle cx="9" cy="17" r="2" />
              </StrokeIcon>
            }
          />
        </div>
      </div>
      <div id={panelId} hidden={!open}>
        {opened ? (
          <Suspense fallback={<LoadingStatus>{t`Opening…`}</LoadingStatus>}>
            <FeedToolsPanel {...panel} />
          </Suspense>
        ) : null}
      </div>
    </>
  )
}
