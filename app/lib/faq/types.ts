/** Spec §3 FAQ item: category, question, answer. */
export interface FaqItem {
  category: string
  question: string
  answer: string
}

export interface FaqCategory {
  id: string
  name: string
  items: FaqItem[]
}

export const FAQ_EMPTY_CATEGORY = 'No FAQs found in this category.'
export const FAQ_NO_RESULTS = 'No FAQs found matching the search term'
export const FAQ_NO_RESULTS_HINT = 'Try different keywords or browse by category above.'
