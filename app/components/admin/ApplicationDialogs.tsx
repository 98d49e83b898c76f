import { useNavigate } from '@remix-run/react'
import { type DashboardParams } from '~/lib/admin-dashboard'
import { type ActionResult } from '~/server/admin/dashboard-actions.server'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { Dialog } from '../ui/Dialog'
import { ApproveForm } from './ApproveForm'
import { DeleteForm } from './DeleteForm'
import { RejectForm } from './RejectForm'

type Target = Extract<DashboardData, { tab: 'users' }>['dialogTarget']

interface Props {
  params: DashboardParams
  target: Target
  result: ActionResult | undefined
  closeHref: string
}

const NOT_PENDING = 'Application not found or already processed'

/** What a dialog shows in place of its form when its target is gone or already decided. */
function Refusal({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 text-red-700">
      {message}
    </p>
  )
}

/**
 * The Approve, Reject and Delete dialogs, opened by `?approve=`, `?reject=`, `?delete=` in the
 * URL, so they render on the server and work without JavaScript. A finished action closes its
 * dialog (the row has left the list).
 */
export function ApplicationDialogs({ params, target, result, closeHref }: Props) {
  const navigate = useNavigate()
  const close = () => navigate(closeHref, { preventScrollReset: true })
  const done = (intent: string) => result?.ok === true && result.intent === intent
  const errorsFor = (intent: string) =>
    result && !result.ok && result.intent === intent ? (result.errors ?? {}) : {}

  if (params.approve && !done('approve')) {
    return (
      <Dialog title="Approve application" onClose={close} size="lg">
        {target?.status === 'pending' ? (
          <ApproveForm target={target} errors={errorsFor('approve')} closeHref={closeHref} />
        ) : (
          <Refusal message={NOT_PENDING} />
        )}
      </Dialog>
    )
  }
  if (params.reject && !done('reject')) {
    return (
      <Dialog title="Reject application" onClose={close}>
        {target?.status === 'pending' ? (
          <RejectForm target={target} errors={errorsFor('reject')} closeHref={closeHref} />
        ) : (
          <Refusal message={NOT_PENDING} />
        )}
      </Dialog>
    )
  }
  if (params.delete && !done('delete')) {
    return (
      <Dialog title="Delete affiliate" onClose={close}>
        {target ? (
          <DeleteForm target={target} closeHref={closeHref} />
        ) : (
          <Refusal message={'Affiliate not found'} />
        )}
      </Dialog>
    )
  }
  return null
}
