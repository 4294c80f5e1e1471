/** What quick exit can and cannot hide, said plainly (SPEC §9.2). */
export function QuickExitExplainer() {
  return (
    <div className="flex flex-col gap-4">
      <p>
        The <strong>Quick exit</strong> button at the top of every page, or pressing <kbd>Shift</kbd> three
        times, hides Kindred at once and opens a neutral website in its place.
      </p>
      <p>What it does:</p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>It blanks this page straight away.</li>
        <li>
          It replaces this page in this tab, so pressing Back does not bring Kindred up again from this visit.
        </li>
      </ul>
      <p>What it cannot do:</p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>
          It cannot erase your browser history: other Kindred pages you opened may still be listed there.
        </li>
        <li>It cannot close other tabs or windows where Kindred is open.</li>
        <li>
          It cannot hide what someone has already seen on your screen, or what a shared or monitored device
          records.
        </li>
      </ul>
      <p>To stay safer:</p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>Use a private (incognito) window, which keeps no history once it is closed.</li>
        <li>If you used a normal window, clear your browsing history for this site afterwards.</li>
        <li>If you can, use a device that only you use.</li>
      </ul>
    </div>
  )
}
