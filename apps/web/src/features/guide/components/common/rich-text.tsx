import { Fragment } from 'react'
import { isWebRoute } from '@kindred/contract/web-routes'
import { TextLink } from '@/components/ui/text-link'

/** An in-app address written in a text, such as "/help", not part of a web address or a fraction. */
const APP_PATH = /(?<![\w.:/])(\/[a-z][\w/-]*[\w])/g

/**
 * A content text as written, with the app's own pages ("/help") as real links, so a person who is
 * told where help is can go there in one step. Anything that is not one of the app's pages stays text.
 */
export function RichText({ text }: { text: string }) {
  const parts = text.split(APP_PATH)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 && isWebRoute(part) ? (
          <TextLink key={index} to={part}>
            {part}
          </TextLink>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  )
}
