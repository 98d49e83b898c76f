import { type ChangeEvent } from 'react'
import { MAX_UPLOADS } from '~/lib/application-options'
import { useAutoFocus } from './first-error'
import { Section } from './Section'
import { type PickedImage } from './useUploads'

interface Props {
  /** Null without JavaScript: the file input then posts its files with the form. */
  picked: {
    images: PickedImage[]
    progress: number[]
    add: (files: File[]) => void
    remove: (id: string) => void
  } | null
  error?: string
  /** The server refused the form and the browser could not keep the chosen files. */
  filesDropped: boolean
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`

export function ProofOfWorkSection({ picked, error, filesDropped }: Props) {
  const autoFocus = useAutoFocus('uploads')
  const describedBy = ['uploads-hint', error ? 'uploads-error' : null].filter(Boolean).join(' ')
  function choose(event: ChangeEvent<HTMLInputElement>) {
    picked?.add(Array.from(event.target.files ?? []))
    // The files now live in the list below; emptying the input lets the same file be picked again.
    event.target.value = ''
  }
  return (
    <Section step={4} title="Proof of Work" intro="Show us what your work looks like.">
      <div className="sm:col-span-2">
        <label htmlFor="uploads" className="block text-sm font-medium text-slate-800">
          Photos of your work
        </label>
        <input
          id="uploads"
          name="uploads"
          type="file"
          accept="image/*"
          multiple
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a refused submit: focus goes to its first error
          autoFocus={autoFocus}
          onChange={picked ? choose : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="file:text-brand-800 mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold"
        />
        <p id="uploads-hint" className="mt-1 text-xs text-slate-600">
          Please add 2-3 images of recent work (before/after shots are ideal). Images only, up to{' '}
          {MAX_UPLOADS}, 5 MB each.
        </p>
        {filesDropped && !picked ? (
          <p className="mt-1 text-sm text-amber-800">Please choose your images again.</p>
        ) : null}
        {error ? (
          <p id="uploads-error" role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        {picked && picked.images.length > 0 ? (
          <ul className="mt-3 grid gap-3 sm:grid-cols-3" aria-label="Chosen images">
            {picked.images.map((image, i) => (
              <li key={image.id} className="rounded-lg border border-slate-200 p-2">
                <img
                  src={image.preview}
                  alt={`Preview of ${image.file.name}`}
                  className="h-28 w-full rounded object-cover"
                />
                <p className="mt-1 truncate text-xs font-medium" title={image.file.name}>
                  {image.file.name}
                </p>
                <p className="text-xs text-slate-600">{size(image.file.size)}</p>
                <progress
                  max={1}
                  value={picked.progress[i] ?? 0}
                  aria-label={`Upload progress of ${image.file.name}`}
                  className="mt-1 h-2 w-full"
                />
                <button
                  type="button"
                  onClick={() => picked.remove(image.id)}
                  className="mt-1 text-xs font-semibold text-red-700 hover:underline"
                >
                  Remove<span className="sr-only"> {image.file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  )
}
