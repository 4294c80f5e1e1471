/** The look of a settings section (components/ui/settings-section), for sections whose heading takes focus. */
export const sectionClassName = 'flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-6'
