import { type KeyboardEvent, useId } from 'react'
import { LOCATION_UNAVAILABLE_MESSAGE } from '~/lib/location/messages'
import { type SelectedLocation } from '~/lib/location/selected'
import { sitePath } from '~/lib/site'
import { useLocationContext } from './LocationContext'
import { useLocationSearch } from './useLocationSearch'

interface Props {
  label: string
  tone?: 'light' | 'dark'
  size?: 'large' | 'small'
  initialText?: string
  initialAlert?: string | null
  onLocated?: (location: SelectedLocation) => boolean
}

const TONES = {
  light: 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-500',
  dark: 'border-white/30 bg-white/10 text-white placeholder:text-slate-300',
}

/**
 * City, state or ZIP search with suggestions (an ARIA combobox). Without JavaScript it is a plain
 * GET form to this site's landing page, whose loader does the same lookup.
 */
export function LocationSearch({
  label,
  tone = 'light',
  size = 'small',
  initialText,
  initialAlert,
  onLocated,
}: Props) {
  const { site } = useLocationContext()
  const search = useLocationSearch({ initialText, initialAlert, onLocated })
  const id = useId()
  const { suggestions, active, open } = search
  const disabled = search.service === 'loading' || search.service === 'broken'
  const busy = search.phase === 'resolving'

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open) return
    const last = suggestions.length - 1
    if (event.key === 'ArrowDown') search.setActive(active >= last ? 0 : active + 1)
    else if (event.key === 'ArrowUp') search.setActive(active <= 0 ? last : active - 1)
    else if (event.key === 'Escape') search.close()
    else if (event.key === 'Enter' && suggestions[active]) void search.locate(suggestions[active])
    else return
    event.preventDefault()
  }

  const big = size === 'large'
  return (
    <form
      method="get"
      action={sitePath(site, '/')}
      role="search"
      aria-label={label}
      className="w-full"
      onSubmit={(event) => {
        if (search.service === 'ssr') return
        event.preventDefault()
        void search.locate()
      }}
    >
      <div className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor={`${id}-input`} className="sr-only">
            {label}
          </label>
          <input
            id={`${id}-input`}
            name="location"
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            required
            maxLength={120}
            placeholder="City, state or ZIP code"
            value={search.text}
            disabled={disabled}
            onChange={(event) => search.type(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={search.close}
            className={`block w-full rounded-lg border ${TONES[tone]} ${big ? 'px-4 py-3 text-lg' : 'px-3 py-2'} focus:outline-none focus:ring-2 focus:ring-brand-500 disabled:opacity-60`}
          />
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label="Suggested locations"
            hidden={!open}
            className="absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg"
          >
            {suggestions.map((s, i) => (
              // Keyboard users move through options with the arrow keys on the input
              // (aria-activedescendant); mousedown keeps focus in the input.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={s.id}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void search.locate(s)}
                className={`flex cursor-pointer items-center px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-900' : ''}`}
              >
                {/* Drawn, not a character: '⌖' is in no common font and showed as an empty box. */}
                <span
                  aria-hidden
                  data-suggestion-icon={s.kind}
                  className={`mr-2 text-slate-500 ${s.kind === 'postal_code' ? '' : 'pin-mark'}`}
                >
                  {s.kind === 'postal_code' ? '#' : null}
                </span>
                {s.label}
              </li>
            ))}
          </ul>
        </div>
        <button
          type="submit"
          disabled={disabled || busy}
          className={`rounded-lg bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 ${big ? 'px-6 py-3 text-lg' : 'px-4 py-2'}`}
        >
          {busy ? 'Searching…' : 'Search'}
        </button>
      </div>
      <p
        id={`${id}-hint`}
        className={search.service === 'broken' ? 'mt-2 text-sm font-medium' : 'sr-only'}
      >
        {search.service === 'broken'
          ? LOCATION_UNAVAILABLE_MESSAGE
          : 'Enter a city and state, like Phoenix, AZ, or a ZIP code.'}
      </p>
      {search.alert ? (
        <p
          role="alert"
          className="mt-3 rounded-md bg-red-50 px-3 py-2 text-left text-sm font-medium text-red-800"
        >
          {search.alert}
        </p>
      ) : null}
      {search.alert && search.waitlist ? (
        <a
          href={search.waitlist.href}
          className="text-brand-800 mt-2 inline-block text-sm font-semibold underline"
        >
          {`Tell me when a detailer serves ${search.waitlist.place}`}
        </a>
      ) : null}
    </form>
  )
}
