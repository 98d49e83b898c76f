// Limits shared by the booking answer forms and their zod schemas (no zod here: the forms
// import this in the browser).
export const DECLINE_REASON_MAX = 500
export const CANCEL_REASON_MAX = 500
