import { type AppLoadContext } from '@remix-run/cloudflare'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { type ZodError } from 'zod'
import { loginSchema, registerSchema } from '~/lib/auth-schemas'
import { fieldErrors } from '~/lib/validation'
import { type AuthFailure, type AuthSuccess, login, register } from './auth.server'

export type AuthIntent = 'login' | 'register'

/** Why a sign-in form failed: field errors to show beside inputs, or one form-level message. */
export class AuthFormError extends Error {
  constructor(
    readonly intent: AuthIntent,
    readonly status: number,
    readonly formError: string | null,
    readonly errors: Record<string, string> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(formError ?? 'Validation failed')
  }

  static from(intent: AuthIntent, outcome: AuthFailure): AuthFormError {
    const message = typeof outcome.body.message === 'string' ? outcome.body.message : 'Login failed'
    const errors = outcome.body.errors
    const fields =
      errors && typeof errors === 'object'
        ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String(v)]))
        : {}
    const shown = outcome.status === 429 ? `Rate limited: ${message}` : message
    return new AuthFormError(intent, outcome.status, shown, fields, outcome.headers)
  }
}

function parseOrThrow<T>(
  schema: {
    safeParse(data: unknown): { success: true; data: T } | { success: false; error: ZodError }
  },
  fields: Record<string, string>,
  intent: AuthIntent,
): T {
  const parsed = schema.safeParse(fields)
  if (parsed.success) return parsed.data
  const formError = intent === 'register' ? 'Validation failed' : null
  throw new AuthFormError(intent, 400, formError, fieldErrors(parsed.error))
}

/** remix-auth's form strategy, bound to this request's context: sign in or create an account. */
export function createAuthenticator(context: AppLoadContext) {
  const authenticator = new Authenticator<AuthSuccess>()
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const intent: AuthIntent = form.get('intent') === 'register' ? 'register' : 'login'
      const fields = Object.fromEntries(
        [...form.entries()].filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
      const outcome =
        intent === 'register'
          ? await register(context, request, parseOrThrow(registerSchema, fields, intent))
          : await login(context, request, parseOrThrow(loginSchema, fields, intent))
      if (!outcome.ok) throw AuthFormError.from(intent, outcome)
      return outcome
    }),
    'form',
  )
  return authenticator
}
