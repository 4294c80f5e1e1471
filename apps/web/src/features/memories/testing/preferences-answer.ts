/** get-options as the server answers it: nothing selected but the default empathy text. */
export function preferencesAnswer(selected: { filters?: string[]; empathy?: string } = {}) {
  const option = (id: number, slug: string, label: string, on: boolean) => ({
    id,
    slug,
    label,
    description: `About ${label}`,
    selected: on,
  })
  const filters = (selected.filters ?? []).concat()
  const empathy = selected.empathy ?? 'me-too'
  return {
    categories: [
      {
        key: 'safety_filters',
        name: 'Safety filters',
        multiple: true,
        options: [
          option(1, 'neglect', 'Neglect', filters.includes('neglect')),
          option(2, 'self-harm-suicide', 'Self-harm and suicide', filters.includes('self-harm-suicide')),
        ],
      },
      {
        key: 'empathy_button_text',
        name: 'Empathy button text',
        multiple: false,
        options: [
          option(11, 'me-too', 'Me too', empathy === 'me-too'),
          option(12, 'i-hear-you', 'I hear you', empathy === 'i-hear-you'),
        ],
      },
      {
        key: 'theme',
        name: 'Theme',
        multiple: false,
        options: [option(21, 'light', 'Light', false), option(22, 'dark', 'Dark', false)],
      },
    ],
    totals: { safety_filters: 2, active_safety_filters: filters.length },
  }
}
