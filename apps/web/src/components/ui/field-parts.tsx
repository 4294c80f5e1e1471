import type { ReactNode } from 'react'

export const inputClassName =
  'min-h-12 w-full rounded-xl border-2 bg-card px-4 py-2 text-ink aria-invalid:border-danger border-line'

/** Ids for a field's hint and error, and the aria-describedby that joins whichever exist. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={`${id}-hint`} className="text-base text-muted">
      {children}
    </p>
  ) : null
}

/** Shown beside the field it is about, and read out with it (aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className="font-semibold text-danger">
      {message}
    </p>
  ) : null
}

/** A field's label, then its hint and error, in the order they are read out. */
export function FieldHead(props: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error: string | undefined
}) {
  return (
    <>
      <label htmlFor={props.id} className="font-semibold">
        {props.label}
      </label>
      <FieldHint id={props.id}>{props.hint}</FieldHint>
      <FieldError id={props.id} message={props.error} />
    </>
  )
}
