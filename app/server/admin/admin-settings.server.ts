import { type AppLoadContext } from '@remix-run/cloudflare'
import { settingsNotice } from '~/lib/account/settings-schema'
import { requireRole } from '../guards.server'

/**
 * The admin's Settings tab (issue 39): their own name, phone, email and password, through the forms
 * and the action customers use (/account/settings), which sends an admin back here.
 */
export async function loadAdminSettings(context: AppLoadContext, request: Request) {
  const user = await requireRole(context, request, 'admin')
  return {
    name: user.name,
    phone: user.phone,
    email: user.email,
    notice: settingsNotice(new URL(request.url).searchParams.get('saved')),
  }
}
