/**
 * What quick exit can and cannot hide, said plainly (SPEC §9.2). Every line here is what the code
 * does (lib/quick-exit.ts, lib/leave-history.ts, decision 012); change them together.
 */
export function QuickExitExplainer() {
  return (
    <div className="flex flex-col gap-4">
      <p>
        The <strong>Quick exit</strong> button, or pressing <kbd>Shift</kbd> three times, hides Kindred at
        once and opens a neutral website in its place. The button is on every page: at the top, and at the
        bottom of the screen on a small screen or once you scroll down.
      </p>
      <p>What it does:</p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>It blanks this page straight away.</li>
        <li>
          It goes back over the Kindred pages you opened in this tab on this visit and puts the neutral
          website in place of the first, so pressing Back leads to the page you were on before Kindred.
        </li>
        <li>
          The pages it goes back over are left blank, without their names, and if one is opened again with
          Forward, it leaves for the neutral website at once. After a very long visit this is true of the
          first twenty or so: pages further along stay as they were, a few presses of Forward away.
        </li>
        <li>
          If you ticked &ldquo;This is a shared device&rdquo; in the guide, it also makes this browser forget
          what it keeps for Kindred: the key to your answers, the copy of them, where you were, your theme and
          text size.
        </li>
      </ul>
      <p>What it cannot do:</p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>
          It cannot erase your browser history: the Kindred pages you opened may still be listed there, and
          the browser may suggest them when someone types an address.
        </li>
        <li>
          If you visited Kindred earlier in the same tab, with another website in between, Back can still
          reach that earlier visit. In older browsers, Back or Forward may still bring up a Kindred page.
        </li>
        <li>
          If someone opens a page it left behind, the tab can show the name &ldquo;Kindred&rdquo; for a moment
          before the neutral website appears.
        </li>
        <li>
          It does not sign you out. The cookies that keep you signed in cannot be removed by any web page:
          sign out first, or clear this site&rsquo;s cookies in your browser&rsquo;s settings.
        </li>
        <li>
          It does not delete your answers from Kindred: &ldquo;Delete my answers&rdquo; in the guide does
          that.
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
        <li>
          On a device others use, tick &ldquo;This is a shared device&rdquo; before you start the guide.
        </li>
        <li>If you used a normal window, clear your browsing history for this site afterwards.</li>
        <li>If you can, use a device that only you use.</li>
      </ul>
    </div>
  )
}
