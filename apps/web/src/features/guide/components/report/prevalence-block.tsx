import type { Prevalence } from '@kindred/contract/guide-content'
import { aboutInHundred } from '../shared/prevalence-words'
import { CitationRefs } from './citation-refs'

interface PrevalenceBlockProps {
  prevalence: Prevalence
  sectionSlug: string
  numbers: Map<string, number>
}

const pct = (value: number) => `${value.toLocaleString(undefined, { maximumFractionDigits: 1 })} %`

/** How common the experience was in the CDC–Kaiser study, in words first and then exactly. */
export function PrevalenceBlock({ prevalence, sectionSlug, numbers }: PrevalenceBlockProps) {
  return (
    <p className="max-w-prose rounded-2xl bg-calm p-4">
      In the CDC–Kaiser study, {aboutInHundred(prevalence.total_pct)} adults said this happened to them as
      children ({pct(prevalence.total_pct)} overall: {pct(prevalence.women_pct)} of women and{' '}
      {pct(prevalence.men_pct)} of men).
      <CitationRefs sectionSlug={sectionSlug} keys={[prevalence.source]} numbers={numbers} />
    </p>
  )
}
