/** The Kindred mark (same drawing as /favicon.svg): two overlapping circles, two people side by side. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="16" fill="#0469DE" />
      <circle cx="25" cy="30" r="12" fill="none" stroke="#FFFFFF" strokeWidth="5" />
      <circle cx="39" cy="30" r="12" fill="none" stroke="#FFD9A8" strokeWidth="5" />
      <path d="M20 50h24" stroke="#FFFFFF" strokeWidth="5" strokeLinecap="round" />
    </svg>
  )
}
