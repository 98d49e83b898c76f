import { useCallback, useId, useState } from 'react'
import { searchFaq } from '~/lib/faq/search'
import {
  FAQ_EMPTY_CATEGORY,
  FAQ_NO_RESULTS,
  FAQ_NO_RESULTS_HINT,
  type FaqCategory,
  type FaqItem as Item,
} from '~/lib/faq/types'
import { FaqItem } from './FaqItem'
import { useFaqExpansion } from './useFaqExpansion'

const itemKey = (item: Item) => `${item.category}\n${item.question}`

/**
 * The FAQ (spec §2): collapsed until asked for, category tabs, and a search that replaces the
 * tabs with results. Without JavaScript a <noscript> style shows every category and answer.
 */
export function FaqSection({ categories, intro }: { categories: FaqCategory[]; intro: string }) {
  const [openItems, setOpenItems] = useState<ReadonlySet<string>>(new Set())
  const clearOpen = useCallback(() => setOpenItems(new Set()), [])
  const { ref, expanded, expand, collapse } = useFaqExpansion(clearOpen)
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState(categories[0]?.id ?? '')
  const id = useId()
  const results = searchFaq(categories, query)
  const toggle = (item: Item) =>
    setOpenItems((all) => {
      const next = new Set(all)
      if (!next.delete(itemKey(item))) next.add(itemKey(item))
      return next
    })
  const renderItem = (item: Item, i: number, prefix: string) => (
    <FaqItem
      key={itemKey(item)}
      item={item}
      id={`${id}-${prefix}-${i}`}
      open={openItems.has(itemKey(item))}
      onToggle={() => toggle(item)}
    />
  )

  return (
    <section id="faq" ref={ref} aria-labelledby="faq-heading" className="scroll-mt-20 py-16">
      <div className="mx-auto max-w-4xl px-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="faq-heading" className="text-3xl font-bold tracking-tight">
            Frequently Asked Questions
          </h2>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${id}-panel`}
            onClick={expanded ? collapse : expand}
            className="js-only rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {expanded ? 'Hide FAQs' : 'Show FAQs'}
          </button>
        </div>
        <p className="mt-2 text-slate-600">{intro}</p>
        <div id={`${id}-panel`} data-faq-panel className={expanded ? 'mt-8' : 'mt-8 hidden'}>
          <div className="js-only">
            <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-700">
              Search FAQs
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search questions and answers"
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
            />
          </div>
          {query.trim() ? (
            <div className="mt-6" aria-live="polite">
              {results.length > 0 ? (
                results.map((item, i) => renderItem(item, i, 'result'))
              ) : (
                <div className="rounded-lg bg-slate-50 p-6 text-center">
                  <p className="font-medium text-slate-900">{FAQ_NO_RESULTS}</p>
                  <p className="mt-1 text-sm text-slate-600">{FAQ_NO_RESULTS_HINT}</p>
                </div>
              )}
            </div>
          ) : (
            <>
              <div
                className="js-only mt-6 flex gap-2 overflow-x-auto pb-2"
                aria-label="FAQ categories"
                role="group"
              >
                {categories.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    aria-pressed={c.id === selected}
                    onClick={() => setSelected(c.id)}
                    className={`shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium ${c.id === selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-100'}`}
                  >
                    {c.name}
                  </button>
                ))}
              </div>
              {categories.map((c) => (
                <div
                  key={c.id}
                  data-faq-category
                  className={c.id === selected ? 'mt-6' : 'mt-6 hidden'}
                >
                  <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                    {c.name}
                  </h3>
                  {c.items.length > 0 ? (
                    c.items.map((item, i) => renderItem(item, i, c.id))
                  ) : (
                    <p className="mt-4 text-slate-600">{FAQ_EMPTY_CATEGORY}</p>
                  )}
                </div>
              ))}
            </>
          )}
        </div>
      </div>
    </section>
  )
}
