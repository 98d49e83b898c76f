import { type FaqCategory, type FaqItem } from './types'

/**
 * FAQ items whose question or answer contains the search text, ignoring case (spec §5). Blank
 * text matches nothing: the category tabs are shown instead of results.
 */
export function searchFaq(categories: readonly FaqCategory[], text: string): FaqItem[] {
  const term = text.trim().toLowerCase()
  if (!term) return []
  return categories.flatMap((c) =>
    c.items.filter(
      (item) =>
        item.question.toLowerCase().includes(term) || item.answer.toLowerCase().includes(term),
    ),
  )
}
