import { type AppLoadContext } from '@remix-run/cloudflare'
import { PASSWORD_CHANGED, PROFILE_SAVED } from '~/lib/account/settings-schema'
import { requireRole } from '../guards.server'

/**
 * The admin's Settings tab (issue 39): their own name, phone and password, through the forms
 * and the action customers use (/account/settings), which sends an admin back here.
 */
export async function loadAdminSettings(context: AppLoadContext, request: Request) {
  const user = await requireRole(context, request, 'admin')
  const saved = new URL(request.url).searchParams.get('saved')
  return {
    name: user.name,
    phone: user.phone,
    email: user.email,
    notice: saved === 'profile' ? PROFILE_SAVED : saved === 'password' ? PASSWORD_CHANGED : null,
  }
}
