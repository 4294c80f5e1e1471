/**
 * A CDC figure as published: always one decimal ("26.0 %", never "26 %"), with the decimal comma in
 * Spanish ("26,0 %") whatever the reader's country, as the Spanish content writes its figures.
 */
export const percent = (value: number, locale: string) =>
  `${value.toLocaleString(locale === 'pseudo' ? 'en' : locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`
