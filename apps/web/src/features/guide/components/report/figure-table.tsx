import type { ReactNode } from 'react'
import { cx } from '@/components/ui/class-names'

interface FigureTableProps {
  caption: string
  /** The column headings, the row heading's first. */
  columns: string[]
  className: string
  /** The rows: each a <tr> with a row heading and a cell per other column. */
  children: ReactNode
}

/** A chart's figures as a table: the text equivalent everyone can read, with a caption. */
export function FigureTable({ caption, columns, className, children }: FigureTableProps) {
  return (
    <table className={cx('w-full border-collapse text-left', className)}>
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-line">
          {columns.map((column, index) => (
            <th key={column} scope="col" className={index < columns.length - 1 ? 'py-2 pr-4' : 'py-2'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
