/** A CDC figure as published: always one decimal ("26.0 %", never "26 %"). */
export const percent = (value: number) =>
  `${value.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`
