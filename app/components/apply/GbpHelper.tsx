import { useId, useState } from 'react'
import { FieldFrame, inputClass } from '~/components/forms'
import { Dialog } from '~/components/ui/Dialog'

interface Props {
  legalName: string
  onAdd: (url: string) => void
  onClose: () => void
}

const searchUrl = (name: string) =>
  `https://www.google.com/search?q=${encodeURIComponent(`${name} Google Business Profile`)}`

/** 'Find Your Google Business Profile' (spec §2): search, copy the share link, paste, Add URL. */
export function GbpHelper({ legalName, onAdd, onClose }: Props) {
  const [url, setUrl] = useState('')
  const inputId = useId()
  const name = legalName.trim()

  async function paste() {
    try {
      setUrl((await navigator.clipboard.readText()).trim())
    } catch (error) {
      // Spec §2: a refused or unsupported clipboard read is only logged; typing still works.
      console.warn('Clipboard read failed', error)
    }
  }

  return (
    <Dialog title="Find Your Google Business Profile" onClose={onClose}>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>
          Search for your business on Google.{' '}
          {name ? (
            <a
              href={searchUrl(name)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              Find my profile<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="text-slate-600">
              Enter your legal business name first to search for it.
            </span>
          )}
        </li>
        <li>On your profile, choose Share and copy the link.</li>
        <li>Paste it below and choose Add URL.</li>
      </ol>
      <FieldFrame id={inputId} label="Profile share link" className="mt-4">
        {(aria) => (
          // On a phone the link gets the whole width and the paste button goes under it.
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              type="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://g.page/…"
              {...aria}
              className={inputClass}
            />
            <button
              type="button"
              onClick={() => void paste()}
              className="mt-1 shrink-0 self-start rounded-md border border-slate-400 px-3 py-2 text-sm font-medium hover:bg-slate-50 sm:self-auto sm:py-0"
            >
              Paste from clipboard
            </button>
          </div>
        )}
      </FieldFrame>
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-4 py-2 font-medium text-slate-700 hover:bg-slate-100"
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={url.trim() === ''}
          onClick={() => onAdd(url.trim())}
          className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          Add URL
        </button>
      </div>
    </Dialog>
  )
}
