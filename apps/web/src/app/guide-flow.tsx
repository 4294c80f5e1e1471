import { lazy, type ReactNode } from 'react'
import { ComposedGuideFlow as Flow } from './composed-guide-flow'

// Someone signed in also needs their preferences (and so the API client and zod) from the start; a
// visitor's first screen does without them, so they come in a chunk of their own (decision 062).
const SignedInGuideFlow = lazy(() =>
  import('./signed-in-guide-flow').then((module) => ({ default: module.SignedInGuideFlow })),
)

interface ComposedGuideFlowProps {
  signedIn: boolean
  crisisLines: ReactNode
}

/**
 * The guide's questions and report for whoever is reading: a visitor's flow as it is (their comments
 * never carry a name, decision 057); someone signed in gets it through `signed-in-guide-flow.tsx`,
 * which reads their preferences first. Loaded after the page's first words (decision 013).
 */
export function ComposedGuideFlow({ signedIn, crisisLines }: ComposedGuideFlowProps) {
  if (signedIn) return <SignedInGuideFlow crisisLines={crisisLines} />
  return <Flow signedIn={false} crisisLines={crisisLines} anonymousByDefault />
}
