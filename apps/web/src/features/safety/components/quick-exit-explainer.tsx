import { Trans } from '@lingui/react/macro'

/**
 * What quick exit can and cannot hide, said plainly (SPEC §9.2). Every line here is what the code
 * does (lib/quick-exit.ts, lib/quick-exit-sign-out.ts, lib/leave-history.ts, decisions 012 and 056);
 * change them together, and the README's "Safety" section with them.
 */
export function QuickExitExplainer() {
  return (
    <div className="flex flex-col gap-4">
      <p>
        <Trans>
          The <strong>Quick exit</strong> button, or pressing <kbd>Shift</kbd> three times, hides Kindred at
          once and opens a neutral website in its place. The button is on every page: at the top, and at the
          bottom of the screen on a small screen or once you scroll down.
        </Trans>
      </p>
      <p>
        <Trans>What it does:</Trans>
      </p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>
          <Trans>It blanks this page straight away.</Trans>
        </li>
        <li>
          <Trans>
            It signs you out on this device, without waiting, so the neutral website opens just as fast:
            Kindred ends this session and removes the cookies that kept you signed in. If you chose “Stay
            signed in after a quick exit” in Settings, it leaves you signed in.
          </Trans>
        </li>
        <li>
          <Trans>
            It goes back over the Kindred pages you opened in this tab on this visit and puts the neutral
            website in place of the first, so pressing Back leads to the page you were on before Kindred.
          </Trans>
        </li>
        <li>
          <Trans>
            The pages it goes back over are left blank, without their names, and if one is opened again with
            Forward, it leaves for the neutral website at once. After a very long visit this is true of the
            first twenty or so: pages further along stay as they were, a few presses of Forward away.
          </Trans>
        </li>
        <li>
          <Trans>It forgets what you were writing and had not shared, and the app’s offline copy.</Trans>
        </li>
        <li>
          <Trans>
            If you ticked “This is a shared device” (when you sign in, in Settings or in the guide), it always
            signs you out and leaves nothing of Kindred in this browser: no cookie, no saved data (your guide
            answers, who was signed in, theme, text size), no offline copy, no service worker and no
            notifications.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>What it cannot do:</Trans>
      </p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>
          <Trans>
            It cannot erase your browser history: the Kindred pages you opened may still be listed there, and
            the browser may suggest them when someone types an address.
          </Trans>
        </li>
        <li>
          <Trans>
            If you visited Kindred earlier in the same tab, with another website in between, Back can still
            reach that earlier visit. In older browsers, Back or Forward may still bring up a Kindred page.
          </Trans>
        </li>
        <li>
          <Trans>
            If someone opens a page it left behind, the tab can show the name “Kindred” for a moment before
            the neutral website appears.
          </Trans>
        </li>
        <li>
          <Trans>
            It does not sign you out on your other devices. Settings shows where you are signed in, and ends
            any of those sessions.
          </Trans>
        </li>
        <li>
          <Trans>
            Without a connection at that moment, it cannot sign you out: end this session from Settings on
            another device.
          </Trans>
        </li>
        <li>
          <Trans>
            Without “This is a shared device”, it leaves the cookie that recognises this browser when you sign
            in, your text size and theme, and the key to guide answers given without an account.
          </Trans>
        </li>
        <li>
          <Trans>
            It does not delete anything from Kindred: your memories, comments and guide answers stay in your
            account. “Delete my answers” in the guide deletes your answers, and Settings deletes your account.
          </Trans>
        </li>
        <li>
          <Trans>It cannot close other tabs or windows where Kindred is open.</Trans>
        </li>
        <li>
          <Trans>
            It cannot hide what someone has already seen on your screen, or what a shared or monitored device
            records. The browser’s cache may keep the app’s own files, never anything you wrote or read.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>To stay safer:</Trans>
      </p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>
          <Trans>Use a private (incognito) window, which keeps no history once it is closed.</Trans>
        </li>
        <li>
          <Trans>
            On a device others use, tick “This is a shared device” before you sign in or start the guide.
          </Trans>
        </li>
        <li>
          <Trans>If you used a normal window, clear your browsing history for this site afterwards.</Trans>
        </li>
        <li>
          <Trans>If you can, use a device that only you use.</Trans>
        </li>
      </ul>
    </div>
  )
}
