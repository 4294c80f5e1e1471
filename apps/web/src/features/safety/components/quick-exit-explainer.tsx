/**
 * What quick exit can and cannot hide, said plainly (SPEC §9.2). Every line here is what the code
 * does (lib/quick-exit.ts, lib/quick-exit-sign-out.ts, lib/leave-history.ts, decisions 012 and 056);
 * change them together, and the README's "Safety" section with them.
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
          It signs you out on this device: as the page goes, it asks Kindred to end this session and to remove
          the cookies that keep you signed in. It does not wait for the answer, so the neutral website opens
          just as fast. Whoever opens Kindred here next finds it signed out. If you chose &ldquo;Stay signed
          in after a quick exit&rdquo; in Settings, on a device only you use, it leaves you signed in.
        </li>
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
          It forgets anything you were writing and had not shared yet, and the offline copy of the app this
          browser keeps.
        </li>
        <li>
          If you ticked &ldquo;This is a shared device&rdquo; (in the guide, when you sign in, or in
          Settings), it always signs you out and leaves nothing of Kindred in this browser: no cookie, not
          even the one that recognises this browser when you sign in; nothing Kindred kept in it (the key to
          your guide answers and the copy of them, where you were, who was signed in, your theme and text
          size); no offline copy, no service worker, and no notifications on this device.
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
          It does not sign you out on your other devices. Settings shows where you are signed in, and ends any
          of those sessions.
        </li>
        <li>
          If this device has no connection at that moment, Kindred cannot be told, and you stay signed in here
          until you sign out, or until you end this session from another device in Settings.
        </li>
        <li>
          On your own device (without &ldquo;This is a shared device&rdquo;), it leaves the cookie that
          recognises this browser when you sign in, and what this browser keeps that is not your account: your
          text size and theme, and the key to guide answers you gave without signing in.
        </li>
        <li>
          It does not delete anything from Kindred: your memories, comments and guide answers stay in your
          account. &ldquo;Delete my answers&rdquo; in the guide deletes your answers, and Settings deletes
          your account.
        </li>
        <li>
          It cannot close other tabs or windows where Kindred is open; they show what they showed until
          someone uses them, and then find you signed out.
        </li>
        <li>
          It cannot hide what someone has already seen on your screen, or what a shared or monitored device
          records. The browser&rsquo;s own cache may keep the app&rsquo;s files (its code and pictures), never
          anything you wrote or read.
        </li>
      </ul>
      <p>To stay safer:</p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>Use a private (incognito) window, which keeps no history once it is closed.</li>
        <li>
          On a device others use, tick &ldquo;This is a shared device&rdquo; before you sign in or start the
          guide.
        </li>
        <li>If you used a normal window, clear your browsing history for this site afterwards.</li>
        <li>If you can, use a device that only you use.</li>
      </ul>
    </div>
  )
}
