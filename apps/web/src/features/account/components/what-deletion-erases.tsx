/** Said before anyone deletes their account, in full: nothing here should come as a surprise. */
export function WhatDeletionErases() {
  return (
    <>
      <p>Deleting your account erases, straight away and for good:</p>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        <li>your email address, password and Google link</li>
        <li>your pseudonym</li>
        <li>the memories you shared, and the replies to them</li>
        <li>
          your comments, &ldquo;me too&rdquo;, love, votes and supportive notes on others&rsquo; memories
        </li>
        <li>your connections and notifications</li>
        <li>your guide answers and report, if you took the guide while signed in</li>
        <li>your preferences</li>
      </ul>
      <p>
        You will be signed out on every device. We cannot bring any of it back afterwards, so if you would
        like a copy, download your data first.
      </p>
    </>
  )
}
