import { Spinner } from './spinner'

/** A wait, said in words beside a spinner, and read out politely. */
export function LoadingStatus({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-muted">
      <Spinner />
      {children}
    </p>
  )
}
