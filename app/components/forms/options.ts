import { US_STATES } from '~/lib/us-states'

/** Every state by its code, as the public forms offer them. */
export const STATE_CODES = Object.keys(US_STATES)

/** Every state by its name, posting its code. */
export const STATE_NAMES = Object.entries(US_STATES).map(([value, label]) => ({ value, label }))
