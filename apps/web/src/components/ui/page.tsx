import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/use-document-title'

interface PageProps {
  /** Shown in the tab and announced on navigation; null for the site name alone. */
  title: string | null
  heading: string
  lead?: ReactNode
  children?: ReactNode
}

/** Every page: one <h1> (focused after navigation, hence tabIndex -1), a title and a lead. */
export function Page({ title, heading, lead, children }: PageProps) {
  useDocumentTitle(title)
  return (
    <article className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <h1
          tabIndex={-1}
          className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl"
        >
          {heading}
        </h1>
        {lead ? <div className="max-w-prose text-xl text-muted">{lead}</div> : null}
      </div>
      {children}
    </article>
  )
}
