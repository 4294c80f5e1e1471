import { useId, type ChangeEvent, type ReactNode } from 'react'

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

/**
 * What ties a control to its label, hint and error, the same for every kind of field: its id (the
 * one given, or a generated one), the change it reports as plain text, aria-invalid while there is an
 * error and aria-describedby joining the hint, the error and any extra ids (a character count, say).
 */
export function useFieldControl(
  field: { id?: string | undefined; hint?: ReactNode; error: string | undefined },
  onValueChange: (value: string) => void,
  describedByExtra?: string,
) {
  const generated = useId()
  const id = field.id ?? generated
  const described = [describedBy(id, field.hint, field.error), describedByExtra].filter(Boolean).join(' ')
  return {
    id,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onValueChange(event.target.value),
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': described || undefined,
  }
}

/** A field: its label, hint and error above the control (`children`), in the order they are read. */
export function FieldFrame(props: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error: string | undefined
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-2">
      <FieldHead id={props.id} label={props.label} hint={props.hint} error={props.error} />
      {props.children}
    </div>
  )
}
