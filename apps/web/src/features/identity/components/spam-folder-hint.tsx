/** The same honest hint wherever we send a link. */
export function SpamFolderHint() {
  return (
    <p className="text-muted">
      Nothing there after a few minutes? Look in your spam or junk folder, or check the address for a typo.
    </p>
  )
}
