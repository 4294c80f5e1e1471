import { createContext, useContext, type ReactNode } from 'react'
import type { GuideReport, Source } from '@kindred/contract/guide'

export interface ReportCitations {
  /** Every source of the report once, in the order the report first cites it. */
  sources: Source[]
  /** A source's number in that list: the same [n] wherever the report cites it. */
  numberOf: (key: string) => number | undefined
  /** Opens the sources list and moves to source n, as an in-page link would. */
  showSource: (n: number) => void
}

/** The keys a report cites, in reading order: section by section, block by block. */
function citedKeys(report: GuideReport): string[] {
  return report.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.type === 'text' ? block.sources : block.type === 'score-chart' ? [block.source] : [],
    ),
  )
}

/** One numbered list for the whole report, built from the sections' own source lists. */
export function reportSources(report: GuideReport): Pick<ReportCitations, 'sources' | 'numberOf'> {
  const byKey = new Map(report.sections.flatMap((section) => section.sources.map((s) => [s.key, s])))
  const order = [...new Set([...citedKeys(report), ...byKey.keys()])].filter((key) => byKey.has(key))
  const numbers = new Map(order.map((key, index) => [key, index + 1]))
  return { sources: order.map((key) => byKey.get(key)!), numberOf: (key) => numbers.get(key) }
}

const CitationsContext = createContext<ReportCitations | null>(null)

export function ReportCitationsProvider({
  value,
  children,
}: {
  value: ReportCitations
  children: ReactNode
}) {
  return <CitationsContext.Provider value={value}>{children}</CitationsContext.Provider>
}

export function useReportCitations(): ReportCitations {
  const citations = useContext(CitationsContext)
  if (!citations) throw new Error('useReportCitations is used outside the report')
  return citations
}
