/** Other parts of the page (the header's FAQ link) ask the FAQ to open with this event. */
export const FAQ_NAVIGATION_EVENT = 'faq-navigation'
