import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { type ActionResult } from '~/lib/dashboard/action-result'

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error'

/**
 * Debounced autosave of one profile field. Only that field is sent. Saves of a field are
 * serialised: while one is in flight the newest value waits and goes next, so an earlier, slow
 * save can never land after (and overwrite) a newer value.
 */
export function useAutosave(name: string, delay: number) {
  const fetcher = useFetcher<ActionResult>({ key: `profile-${name}` })
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const waiting = useRef<string | null>(null)
  const [sentValue, setSentValue] = useState<string | null>(null)

  function send(value: string) {
    if (fetcher.state !== 'idle') {
      waiting.current = value
      return
    }
    waiting.current = null
    setSentValue(value)
    fetcher.submit(
      { intent: 'profile-save', [name]: value },
      { method: 'post', preventScrollReset: true },
    )
  }

  // When a save finishes and a newer value is waiting, that one goes now.
  useEffect(() => {
    if (fetcher.state === 'idle' && waiting.current !== null) send(waiting.current)
  })

  useEffect(() => () => clearTimeout(timer.current), [])

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  const status: SaveStatus =
    fetcher.state !== 'idle' || waiting.current !== null
      ? 'saving'
      : answer === undefined
        ? 'idle'
        : answer.ok
          ? 'saved'
          : 'error'
  return {
    status,
    error: answer && !answer.ok ? (answer.errors?.[name] ?? answer.message) : null,
    sentValue,
    schedule(value: string) {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => send(value), delay)
    },
    flush(value: string) {
      clearTimeout(timer.current)
      send(value)
    },
  }
}
