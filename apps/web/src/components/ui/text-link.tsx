import { Link, type LinkProps } from 'react-router'
import { cx } from './class-names'

export const linkClassName =
  'font-medium text-link underline decoration-2 underline-offset-4 hover:decoration-4'

/** An in-app link that looks like one: underlined, in the theme's link colour. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cx(linkClassName, className)} {...props} />
}
