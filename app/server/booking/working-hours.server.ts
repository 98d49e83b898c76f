import { data } from '@remix-run/cloudflare'
import { eq } from 'drizzle-orm'
import { type BusinessActionResult } from '~/lib/dashboard/results'
import { parseWeek, parseWorkingHoursForm, type WorkingHours } from '~/lib/booking/working-hours'
import { invalidatePublic } from '../cache.server'
import { type Db, schema } from '../db.server'

const { workingHours } = schema

export function workingHoursQuery(db: Db, affiliateId: number) {
  return db.select().from(workingHours).where(eq(workingHours.affiliateId, affiliateId)).limit(1)
}

type Row = Awaited<ReturnType<typeof workingHoursQuery>>[number]

/** The stored rules, or null: a detailer without working hours offers no live slots. */
export function toWorkingHours(row: Row | undefined): WorkingHours | null {
  if (!row) return null
  return {
    week: parseWeek(row.week),
    bufferMinutes: row.bufferMinutes,
    travelMinutes: row.travelMinutes,
    horizonDays: row.horizonDays,
    noticeHours: row.noticeHours,
    maxConcurrent: row.maxConcurrent,
    autoConfirm: row.autoConfirm,
  }
}

export async function loadWorkingHours(db: Db, affiliateId: number): Promise<WorkingHours | null> {
  const [row] = await workingHoursQuery(db, affiliateId)
  return toWorkingHours(row)
}

/** The dashboard's "Working hours" form (intent hours-save); the caller has checked ownership. */
export async function saveWorkingHours(db: Db, affiliateId: number, formData: FormData) {
  const raw: Record<string, string> = {}
  formData.forEach((value, name) => {
    if (typeof value === 'string' && !(name in raw)) raw[name] = value.slice(0, 100)
  })
  const parsed = parseWorkingHoursForm(raw)
  const intent = 'hours-save'
  if (!parsed.ok) {
    const message = Object.values(parsed.errors)[0] ?? 'Validation failed'
    return data<BusinessActionResult>(
      { ok: false, intent, message, errors: parsed.errors },
      { status: 400 },
    )
  }
  const h = parsed.hours
  const values = {
    week: JSON.stringify(h.week),
    bufferMinutes: h.bufferMinutes,
    travelMinutes: h.travelMinutes,
    horizonDays: h.horizonDays,
    noticeHours: h.noticeHours,
    maxConcurrent: h.maxConcurrent,
    autoConfirm: h.autoConfirm,
    updatedAt: new Date().toISOString(),
  }
  await db
    .insert(workingHours)
    .values({ affiliateId, ...values })
    .onConflictDoUpdate({ target: workingHours.affiliateId, set: values })
  // The booking form's slots are public pages.
  await invalidatePublic(db, { affiliateId })
  return data<BusinessActionResult>({ ok: true, intent, message: 'Working hours saved.' })
}
