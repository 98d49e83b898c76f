// Authorization matrix vocabulary. The tenant under test is `jps`: "owner" owns it (jps@demo.test),
// "other" owns `abc` (abc@demo.test); "customer" is a plain user, "admin" an admin.
export const CALLERS = ['anonymous', 'customer', 'owner', 'other', 'admin'] as const
export type Who = (typeof CALLERS)[number]
export type Expect = Record<Who, number>

export interface Row {
  /** The route module in app/routes that answers this request (file name without extension). */
  route: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /** JSON body, or URLSearchParams for a form post. */
  body?: unknown
  expect: Expect
  /** The call ends or changes the caller's session, so it gets a fresh login. */
  freshLogin?: boolean
}

export const all = (status: number): Expect => ({
  anonymous: status,
  customer: status,
  owner: status,
  other: status,
  admin: status,
})

/** Any signed-in caller gets `status`; anonymous gets `anonymous`. */
export const signedIn = (status: number, anonymous = 401): Expect => ({ ...all(status), anonymous })

/** Only admin gets `status`. */
export const adminOnly = (status: number, denied = 403, anonymous = 401): Expect => ({
  anonymous,
  customer: denied,
  owner: denied,
  other: denied,
  admin: status,
})

/** The owner of `jps` and admin get `status`. */
export const ownerOrAdmin = (status: number, denied = 403, anonymous = 401): Expect => ({
  anonymous,
  customer: denied,
  owner: status,
  other: denied,
  admin: status,
})
