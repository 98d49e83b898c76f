import { type Db } from '../../db.server'
import { type RenderedEmail } from '../layout.server'

export interface RenderContext {
  db: Db
  env: Env
  now: Date
  to: string
}

/** A rendered message, or why there is nothing to send (the row it announces is gone). */
export type RenderOutcome = RenderedEmail | { skip: string }

export type Renderer = (ctx: RenderContext, data: Record<string, unknown>) => Promise<RenderOutcome>

/** A positive integer id from a payload field, else null. */
export function idFrom(data: Record<string, unknown>, key: string): number | null {
  const value = data[key]
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null
}

export function textFrom(data: Record<string, unknown>, key: string): string | null {
  const value = data[key]
  return typeof value === 'string' && value.trim() ? value.trim() : null
}
