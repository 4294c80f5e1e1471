/**
 * What the compact header's top row shows at which width, set by container queries in the row's own
 * rem (so text size counts): the help icon, the menu's label and the wordmark go first, then "Get
 * help" becomes "Help", then its icon alone. A signed-in person's row also holds the bell, so each
 * step comes 3.5rem sooner (the bell and its gap), and the wordmark and the help icon, which grow on
 * wider screens, sooner still. Measured in Chromium from 320 to 1280 px at 100–200 % text: one row
 * everywhere except 175 % text at 320 px and 200 % text up to 390 px, where it wraps rather than
 * spill over. Tailwind reads class names from the source, so each is written out in full.
 */
export interface HeaderFit {
  brandMark: string
  wordmark: string
  controls: string
  helpIcon: string
  helpLabel: string
  helpShortLabel: string
  menuLabel: string
}

const withoutBell: HeaderFit = {
  brandMark: '@max-[14rem]:size-8',
  wordmark: '@max-[20.25rem]:sr-only',
  controls: '@max-[14rem]:gap-1',
  helpIcon: '@min-[10.75rem]:@max-[25.75rem]:hidden',
  helpLabel: '@max-[10.75rem]:sr-only @min-[10.75rem]:@max-[14rem]:hidden',
  helpShortLabel: 'hidden @min-[10.75rem]:@max-[14rem]:inline',
  menuLabel: '@max-[24rem]:sr-only',
}

const withBell: HeaderFit = {
  brandMark: '@max-[17.5rem]:size-8',
  wordmark: '@max-[29rem]:sr-only',
  controls: '@max-[17.5rem]:gap-1',
  helpIcon: '@min-[14.25rem]:@max-[30.75rem]:hidden',
  helpLabel: '@max-[14.25rem]:sr-only @min-[14.25rem]:@max-[17.5rem]:hidden',
  helpShortLabel: 'hidden @min-[14.25rem]:@max-[17.5rem]:inline',
  menuLabel: '@max-[27.5rem]:sr-only',
}

export const headerFit = (bell: boolean): HeaderFit => (bell ? withBell : withoutBell)
