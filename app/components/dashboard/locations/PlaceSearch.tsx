import { type KeyboardEvent, useState } from 'react'
import { FieldFrame, inputClass } from '~/components/forms'
import { type ResolvedPlace } from '~/lib/location/places'
import { usePlaceSuggestions } from './usePlaceSuggestions'

/**
 * Place search for a new service area (an ARIA combobox). Choosing a suggestion fills the hidden
 * city, state and ZIP; without JavaScript the typed 'City, ST [ZIP]' is posted and read by the
 * server instead.
 */
export function PlaceSearch({ error }: { error: string | undefined }) {
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [place, setPlace] = useState<ResolvedPlace | null>(null)
  const [active, setActive] = useState(-1)
  const { suggestions, resolve, clear, broken } = usePlaceSuggestions(query)
  const open = suggestions.length > 0 && place === null

  async function choose(index: number) {
    const choice = suggestions[index]
    if (!choice) return
    setText(choice.label)
    const resolved = await resolve(choice)
    setPlace(resolved)
    clear()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open) return
    const last = suggestions.length - 1
    if (event.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1)
    else if (event.key === 'ArrowUp') setActive(active <= 0 ? last : active - 1)
    else if (event.key === 'Escape') clear()
    else if (event.key === 'Enter' && active >= 0) void choose(active)
    else return
    event.preventDefault()
  }

  return (
    <FieldFrame
      id="area-place"
      label="City, state or ZIP code"
      errors={error}
      hint={
        broken
          ? 'Place suggestions are unavailable; type the place as City, ST.'
          : 'Type a city and state, like Phoenix, AZ, or a ZIP code.'
      }
    >
      {(aria) => (
        <div className="relative">
          <input
            id="area-place"
            name="place"
            role="combobox"
            aria-expanded={open}
            aria-controls="area-place-list"
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? `area-place-${active}` : undefined}
            {...aria}
            autoComplete="off"
            maxLength={120}
            placeholder="Phoenix, AZ"
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              setQuery(e.target.value)
              setPlace(null)
              setActive(-1)
            }}
            onKeyDown={onKeyDown}
            className={inputClass}
          />
          <input type="hidden" name="city" value={place?.city ?? ''} />
          <input type="hidden" name="state" value={place?.state ?? ''} />
          <input type="hidden" name="place_zip" value={place?.zip ?? ''} />
          <ul
            id="area-place-list"
            role="listbox"
            aria-label="Suggested places"
            hidden={!open}
            className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {suggestions.map((s, i) => (
              // Keyboard users move with the arrow keys on the input (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={s.id}
                id={`area-place-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => void choose(i)}
                className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50' : ''}`}
              >
                {s.label}
              </li>
            ))}
          </ul>
        </div>
      )}
    </FieldFrame>
  )
}
