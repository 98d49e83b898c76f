import { data } from '@remix-run/cloudflare'
import { profileSchema } from '~/lib/profile-schema'
import { PROFILE_FIELDS } from '~/lib/dashboard/profile-fields'
import { fieldErrors } from '~/lib/validation'
import { updateProfile } from '../affiliates.server'
import { type Db } from '../db.server'
import { type Tenant } from '../tenant.server'
import { failed } from './result.server'

/**
 * Saves the profile fields the form sent: one field from an autosave, or a whole card from the
 * no-JavaScript Save button. Empty values are skipped (spec §5); one bad value saves nothing.
 */
export async function saveProfile(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'profile-save'
  const sent: Record<string, FormDataEntryValue> = {}
  for (const { name } of PROFILE_FIELDS) {
    const value = form.get(name)
    if (value !== null) sent[name] = value
  }
  const parsed = profileSchema.safeParse(sent)
  if (!parsed.success) return failed(intent, 400, 'Validation failed', fieldErrors(parsed.error))
  if (!(await updateProfile(db, tenant.id, parsed.data)))
    return failed(intent, 400, 'Validation failed', { form: 'No profile fields to update' })
  return data({
    ok: true as const,
    intent,
    message: 'Profile updated',
    saved: Object.keys(sent),
    errors: {},
  })
}
