import { crisisLines } from '../lib/crisis-lines'

export function CrisisLineList() {
  return (
    <ul className="flex flex-col gap-4">
      {crisisLines.map((line) => (
        <li key={line.slug} className="rounded-2xl border-2 border-line bg-card p-5">
          <h3 className="text-xl font-semibold">{line.name}</h3>
          <p className="text-muted">{line.region}</p>
          <p className="mt-2">
            <a
              href={line.href}
              className="text-xl font-semibold text-link underline decoration-2 underline-offset-4"
              {...(line.href.startsWith('https:') ? { rel: 'noreferrer' } : {})}
            >
              {line.contact}
            </a>
          </p>
          <p className="mt-2">{line.description}</p>
        </li>
      ))}
    </ul>
  )
}
