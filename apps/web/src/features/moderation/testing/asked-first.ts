import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

/**
 * The step behind the button `opener` in `region` is asked in place first: its question takes focus,
 * "Not yet" puts focus back on the button and nothing is sent (`sent()` stays false). Then the step
 * is opened again, for the test to answer.
 */
export async function expectAskedFirst(
  region: HTMLElement,
  opener: string,
  question: RegExp,
  sent: () => boolean,
) {
  const button = () => within(region).getByRole('button', { name: opener })
  await userEvent.click(button())
  expect(document.activeElement?.textContent).toMatch(question)
  await userEvent.click(within(region).getByRole('button', { name: 'Not yet' }))
  expect(document.activeElement).toBe(button())
  expect(sent()).toBe(false)
  await userEvent.click(button())
}
