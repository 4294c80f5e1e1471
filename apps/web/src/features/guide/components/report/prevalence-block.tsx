import type { Prevalence } from '@kindred/contract/guide-content'
import { aboutInHundred } from '../shared/prevalence-words'
import { CitationRefs } from './citation-refs'
import { percent } from '../shared/percent'

interface PrevalenceBlockProps {
  prevalence: Prevalence
  sectionSlug: string
  numbers: Map<string, number>
}

/** How common the experience was in the CDC–Kaiser study, in words first and then exactly. */
export function PrevalenceBlock({ prevalence, sectionSlug, numbers }: PrevalenceBlockProps) {
  return (
    <p className="max-w-prose rounded-2xl bg-calm p-4">
      In the CDC–Kaiser study, {aboutInHundred(prevalence.total_pct)} adults said this happened to them as
      children ({percent(prevalence.total_pct)} overall: {percent(prevalence.women_pct)} of women and{' '}
      {percent(prevalence.men_pct)} of men).
      <CitationRefs sectionSlug={sectionSlug} keys={[prevalence.source]} numbers={numbers} />
    </p>
  )
}
