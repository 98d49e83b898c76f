import { Form, useRevalidator } from '@remix-run/react'
import { useState } from 'react'
import { useHydrated } from '~/components/dashboard/useHydrated'
import { JOB_MESSAGES, MAX_JOB_PHOTO_BYTES, type JobPhotoPhase } from '~/lib/jobs/limits'
import { JobSection } from './JobSection'

const big =
  'block w-full rounded-lg bg-brand-600 px-4 py-3 text-center text-base font-semibold text-white hover:bg-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/40'

interface Upload {
  name: string
  /** 0–100 while sending; null before it starts. */
  percent: number | null
  state: 'waiting' | 'sending' | 'done' | 'failed'
  message?: string
}

/** One photo, with progress; a dropped connection or a 5xx is tried again (4 tries in all). */
function send(
  url: string,
  phase: JobPhotoPhase,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ ok: boolean; message?: string }> {
  const attempt = () =>
    new Promise<{ ok: boolean; retry: boolean; message?: string }>((resolve) => {
      const xhr = new XMLHttpRequest()
      xhr.open('POST', url)
      xhr.setRequestHeader('Accept', 'application/json')
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
      }
      xhr.onload = () => {
        let message: string | undefined
        try {
          const body: unknown = JSON.parse(xhr.responseText)
          if (
            body &&
            typeof body === 'object' &&
            'message' in body &&
            typeof body.message === 'string'
          )
            message = body.message
        } catch {
          message = undefined
        }
        resolve({ ok: xhr.status === 200, retry: xhr.status >= 500, message })
      }
      xhr.onerror = () => resolve({ ok: false, retry: true, message: 'The connection dropped' })
      const body = new FormData()
      body.set('phase', phase)
      body.append('photos', file, file.name)
      xhr.send(body)
    })
  return (async () => {
    for (let tries = 1; ; tries += 1) {
      const answer = await attempt()
      if (answer.ok || !answer.retry || tries >= 4) return answer
      // A poor connection: wait a little longer each time, then send the photo again.
      await new Promise((r) => setTimeout(r, 1000 * 2 ** (tries - 1)))
    }
  })()
}

export function PhotoSection({
  phase,
  base,
  photos,
  error,
}: {
  phase: JobPhotoPhase
  base: string
  photos: { id: number; galleryUrl: string | null }[]
  error?: string
}) {
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [uploads, setUploads] = useState<Upload[]>([])
  const title = phase === 'before' ? 'Before' : 'After'
  const inputId = `photos-${phase}`

  async function upload(files: File[]) {
    const list: Upload[] = files.map((f) => ({ name: f.name, percent: null, state: 'waiting' }))
    setUploads(list)
    const update = (i: number, change: Partial<Upload>) =>
      setUploads((now) => now.map((u, j) => (j === i ? { ...u, ...change } : u)))
    // One at a time: on a poor connection each photo gets the whole of it, and one lost photo
    // does not lose the others.
    for (const [i, file] of files.entries()) {
      if (file.size > MAX_JOB_PHOTO_BYTES) {
        update(i, { state: 'failed', message: JOB_MESSAGES.tooLarge })
        continue
      }
      update(i, { state: 'sending', percent: 0 })
      const answer = await send(`${base}/photos`, phase, file, (percent) => update(i, { percent }))
      update(
        i,
        answer.ok ? { state: 'done', percent: 100 } : { state: 'failed', message: answer.message },
      )
    }
    revalidator.revalidate()
  }

  return (
    <JobSection
      id={inputId}
      spacing="loose"
      title={
        <>
          {title} photos{' '}
          <span className="text-sm font-normal text-slate-600">({photos.length})</span>
        </>
      }
    >
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2">
          {photos.map((p, i) => (
            <li key={p.id} className="space-y-1">
              <img
                src={`${base}/photos/${p.id}`}
                alt={`${title} ${i + 1}`}
                loading="lazy"
                className="aspect-square w-full rounded-md object-cover"
              />
              {/* A plain form: works without JavaScript; the photo leaves R2 with its row. */}
              <Form method="post">
                <input type="hidden" name="intent" value="remove-photo" />
                <input type="hidden" name="photo" value={p.id} />
                <button
                  type="submit"
                  aria-label={`Remove ${title} ${i + 1}`}
                  className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-2 text-sm font-medium text-slate-800"
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="space-y-2">
        <input type="hidden" name="phase" value={phase} />
        <label htmlFor={inputId} className={`${big} cursor-pointer`}>
          Take {phase} photos
        </label>
        <input
          id={inputId}
          type="file"
          name="photos"
          accept="image/*"
          capture="environment"
          multiple
          className={hydrated ? 'sr-only' : 'block w-full text-sm'}
          onChange={(e) => {
            if (!hydrated) return
            const files = Array.from(e.currentTarget.files ?? [])
            e.currentTarget.value = ''
            if (files.length > 0) void upload(files)
          }}
        />
        {hydrated ? null : (
          <button
            type="submit"
            className="w-full rounded-lg border border-slate-400 px-4 py-3 font-semibold"
          >
            Upload {phase} photos
          </button>
        )}
      </Form>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ul className="space-y-1" aria-live="polite" data-testid={`uploads-${phase}`}>
          {uploads.map((u, i) => (
            <li key={`${u.name}-${i}`} className="text-sm">
              <span className="block truncate text-slate-700">{u.name}</span>
              {u.state === 'failed' ? (
                <span className="text-red-700">{u.message ?? 'Not uploaded'}</span>
              ) : (
                <progress
                  className="w-full"
                  max={100}
                  value={u.percent ?? 0}
                  aria-label={`${u.name}: ${u.state === 'done' ? 'uploaded' : `${u.percent ?? 0}%`}`}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </JobSection>
  )
}
