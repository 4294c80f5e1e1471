import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, useEffect, useState } from 'react'
import { Page } from '@/components/ui/page'
import { Spinner } from '@/components/ui/spinner'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { CrisisLineList } from '@/features/safety/components/crisis-line-list'
import { lazyWithProviders } from '../lazy-with-providers'

// The questions and the report load after the page's heading and introduction, which come with the
// first bundle and are on screen first: the guide's address shows its first words at once, even on
// a slow phone, and the rest does not compete with them for the connection (decision 013).
const GuideFlow = lazyWithProviders(() => import('../guide-flow'), 'ComposedGuideFlow')

function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true))
    return () => clearTimeout(timer)
  }, [])
  return painted
}

export function GuidePage() {
  const signedIn = useCookieStore((state) => state.signedIn)
  const painted = usePaintedOnce()
  const { t } = useLingui()
  const loading = (
    <p role="status" className="flex min-h-dvh items-start gap-3 text-muted">
      <Spinner />
      <Trans>Loading the guide…</Trans>
    </p>
  )
  return (
    <Page
      title={t`The guide`}
      heading={t`The guide`}
      lead={
        <p>
          <Trans>
            A gentle set of questions about your childhood, and a personal report from your answers. Go at
            your own pace: you can skip, change or delete any answer.
          </Trans>
        </p>
      }
    >
      {/* As tall as the screen, so nothing below jumps when the guide arrives. */}
      {painted ? (
        <Suspense fallback={loading}>
          <GuideFlow signedIn={signedIn} crisisLines={<CrisisLineList />} />
        </Suspense>
      ) : (
        loading
      )}
    </Page>
  )
}
