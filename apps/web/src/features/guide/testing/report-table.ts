import { screen, within } from '@testing-library/react'

/** The text of each row of the report's table named `name`, its header row first. */
export const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent)
