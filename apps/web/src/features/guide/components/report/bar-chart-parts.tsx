import { useId, type ReactNode } from 'react'

/** Where the bars stand and how tall the tallest may be, in the charts' own units. */
export const BASE = 150
export const TALLEST = 120

interface BarChartFrameProps {
  /** Read as the image's name, and `description` as what it shows, figure by figure. */
  title: string
  description: string
  /** Width of the plotted slots, and the image's height. */
  width: number
  height: number
  children: ReactNode
}

/**
 * The report's bar charts: one image to assistive technology, named by its <title> and described by
 * its <desc> (the table beside each carries the same figures as text), on a base line.
 */
export function BarChartFrame({ title, description, width, height, children }: BarChartFrameProps) {
  const titleId = useId()
  const descId = useId()
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`-12 0 ${width + 24} ${height}`}
      className="h-auto w-full max-w-xl"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      <line x1="0" x2={width} y1={BASE} y2={BASE} className="stroke-muted" strokeWidth="2" />
      {children}
    </svg>
  )
}

/** A text under or over the bars, centred on `x`. */
export function ChartLabel({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <text x={x} y={y} textAnchor="middle" fontSize="14" className="fill-ink">
      {children}
    </text>
  )
}
