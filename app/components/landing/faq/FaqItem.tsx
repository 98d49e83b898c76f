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
          className="faq-question"
        >
          {item.question}
          <span aria-hidden className="faq-sign">
            {open ? '−' : '+'}
          </span>
        </button>
      </h4>
      <div
        id={id}
        data-faq-answer
        className={open ? 'faq-answer' : 'faq-answer hidden'}
      >
        {item.answer}
      </div>
    </div>
  )
}
