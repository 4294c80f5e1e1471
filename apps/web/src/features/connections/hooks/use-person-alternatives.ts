import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { describeError } from '@/lib/form-errors'
import { showNotice } from '@/lib/notices'
import { useBlockPerson } from '../api/block-person'
import { useMutePerson } from '../api/mute-person'

/** Someone named: a memory's or a comment's author. */
export interface NamedPerson {
  public_id: string
  display_name: string
}

/**
 * What a report offers instead for "I'd rather not see this" about someone named: mute or block
 * them, each said in the app's notice. Nothing for nobody (an anonymous or erased author).
 * `leaveOnBlock`: the page is theirs (their memory), which goes with the block, so the feed is where
 * the notice is read; it is shown before leaving, as the block's lists refresh.
 */
export function usePersonAlternatives(person: NamedPerson | null, { leaveOnBlock = false } = {}) {
  const { t } = useLingui()
  const mute = useMutePerson()
  const navigate = useNavigate()
  const block = useBlockPerson({
    onBlocked: () => {
      const name = person?.display_name
      showNotice(
        name
          ? t`${name} is blocked: neither of you will see the other.`
          : t`They are blocked: neither of you will see the other.`,
      )
      if (leaveOnBlock) navigate('/memories')
    },
  })
  if (!person) return {}
  const name = person.display_name
  const failed = (words: string) => (error: unknown) => showNotice(`${words} ${describeError(error)}`)
  return {
    mute: () =>
      mute.mutate(person.public_id, {
        onSuccess: () => showNotice(t`${name} is muted: their memories and comments leave your lists.`),
        onError: failed(t`They could not be muted.`),
      }),
    block: () => block.mutate(person.public_id, { onError: failed(t`They could not be blocked.`) }),
  }
}
