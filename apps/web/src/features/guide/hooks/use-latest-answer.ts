import { useCallback, useRef, useState } from 'react'
import type { Answer, Item } from '@kindred/contract/guide'
import { useSaveAnswer } from '../api/save-answer'

/**
 * Saving one question's answer so that the last choice wins. A choice shows at once; saves for one
 * question go one at a time, and choices made while one is on its way are not dropped: only the
 * latest of them is sent next. So an arrow key held down through the options costs at most two
 * saves, and an older answer can never arrive after a newer one and overwrite it.
 */
export function useLatestAnswer(
  sessionId: string,
  item: Item,
  answer: Answer | undefined,
  onSaved: (item: Item, answer: Answer) => void,
) {
  const save = useSaveAnswer(sessionId, item.group_id)
  const { mutateAsync } = save
  // The choice on screen until its save settles; after that the stored answer decides.
  const [picked, setPicked] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const waiting = useRef<string | null>(null)
  const running = useRef(false)
  const hadAnswer = answer !== undefined

  const choose = useCallback(
    (value: string) => {
      setPicked(value)
      setError(null)
      waiting.current = value
      if (running.current) return
      running.current = true
      void (async () => {
        let saved: Answer | null = null
        let failure: unknown = null
        while (waiting.current !== null) {
          const next = waiting.current
          waiting.current = null
          if (saved?.value === next) continue
          try {
            saved = await mutateAsync({
              traumaId: item.id,
              value: next,
              changing: hadAnswer || saved !== null,
            })
            failure = null
          } catch (caught) {
            saved = null
            failure = caught
          }
        }
        running.current = false
        setPicked(null)
        if (failure) setError(failure)
        else if (saved) onSaved(item, saved)
      })()
    },
    [mutateAsync, item, hadAnswer, onSaved],
  )

  return {
    choose,
    /** What to show as chosen: the newest choice while it saves, else the stored answer. */
    chosen: picked ?? answer?.value,
    saving: picked !== null,
    error,
    resetError: () => setError(null),
  }
}
