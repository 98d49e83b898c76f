import { type FaqItem as Item } from '~/lib/faq/types'

/** One question; its answer toggles on its own (spec §2), and shows without JavaScript. */
export function FaqItem({
  item,
  id,
  open,
  onToggle,
}: {
  item: Item
  id: string
  open: boolean
  onToggle: () => void
}) {
  return (
    <div className="border-b border-slate-200">
      <h4>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 py-4 text-left font-medium text-slate-900 hover:text-brand-700"
        >
          {item.question}
          <span aria-hidden className="text-xl leading-none text-brand-700">
            {open ? '−' : '+'}
          </span>
        </button>
      </h4>
      <div
        id={id}
        data-faq-answer
        className={open ? 'pb-4 text-slate-700' : 'hidden pb-4 text-slate-700'}
      >
        {item.answer}
      </div>
    </div>
  )
}
