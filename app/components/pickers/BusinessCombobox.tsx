import { type KeyboardEvent, useId, useState } from 'react'
import { type BusinessOption, businessLabel } from '~/lib/business-search'
import { type Errors, FieldFrame, inputClass } from '~/components/forms'
import { useHydrated } from '~/components/dashboard/useHydrated'
import { useBusinessSearch } from './useBusinessSearch'

interface Props {
  id: string
  label: string
  /** The form field that carries the chosen business's slug. */
  name: string
  initial: BusinessOption | null
  errors?: Errors
  hint?: string
  disabled?: boolean
  className?: string
  inputClassName?: string
}

/**
 * A business picker that searches on the server as the admin types (decision 025): the page never
 * lists every business. Without JavaScript it is a text field for the slug, and the tab's
 * 'Find a business' search lists matches with their slugs. With JavaScript the field posts the
 * chosen business's slug, or what was typed when nothing was chosen (the server then lists
 * matches as it does without JavaScript).
 */
export function BusinessCombobox(props: Props) {
  const { id, label, name, initial, errors, hint, disabled, className, inputClassName } = props
  const hydrated = useHydrated()
  const listId = useId()
  const [text, setText] = useState(initial ? businessLabel(initial) : '')
  const [chosen, setChosen] = useState<BusinessOption | null>(initial)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const search = useBusinessSearch(hydrated && open ? text : null)
  const options = search.kind === 'done' ? search.options : []

  const choose = (option: BusinessOption) => {
    setChosen(option)
    setText(businessLabel(option))
    setOpen(false)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0))
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }
  const control = inputClassName ?? `${inputClass} disabled:bg-slate-100`

  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} className={className}>
      {(aria) =>
        !hydrated ? (
          <input
            {...aria}
            id={id}
            name={name}
            type="text"
            defaultValue={initial?.slug ?? ''}
            placeholder="business-slug"
            autoComplete="off"
            className={control}
          />
        ) : (
          <div className="relative">
            <input type="hidden" name={name} value={chosen?.slug ?? text.trim()} />
            <input
              {...aria}
              id={id}
              type="text"
              role="combobox"
              aria-expanded={open}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
              value={text}
              disabled={disabled}
              placeholder="Type to search businesses"
              autoComplete="off"
              className={control}
              onChange={(event) => {
                setText(event.currentTarget.value)
                setChosen(null)
                setActive(0)
                setOpen(true)
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              onKeyDown={onKeyDown}
            />
            <ul
              id={listId}
              role="listbox"
              aria-label={`${label} matches`}
              hidden={!open}
              className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg"
            >
              {options.map((option, index) => (
                <li
                  key={option.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={`cursor-pointer px-3 py-1.5 ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-900'}`}
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault()
                    choose(option)
                  }}
                >
                  {businessLabel(option)}
                </li>
              ))}
              <SearchStatus state={search} count={options.length} />
            </ul>
          </div>
        )
      }
    </FieldFrame>
  )
}

function SearchStatus({
  state,
  count,
}: {
  state: ReturnType<typeof useBusinessSearch>
  count: number
}) {
  const text =
    state.kind === 'loading' || state.kind === 'idle'
      ? 'Searching...'
      : state.kind === 'error'
        ? state.message
        : count === 0
          ? 'No businesses match'
          : state.more
            ? 'More match: keep typing'
            : null
  if (!text) return null
  return (
    <li role="presentation" className="px-3 py-1.5 text-slate-600">
      {text}
    </li>
  )
}
