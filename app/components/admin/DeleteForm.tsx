import { type DialogTarget, TargetForm } from './TargetForm'

/** The confirmation spec §2 asks for: it cannot be undone and removes the service areas. */
export function DeleteForm({ target, closeHref }: { target: DialogTarget; closeHref: string }) {
  return (
    <TargetForm
      intent="delete"
      target={target}
      closeHref={closeHref}
      submit={{ label: 'Delete Affiliate', busyLabel: 'Deleting...', danger: true }}
    >
      <p>
        Delete <span className="font-semibold">&ldquo;{target.businessName}&rdquo;</span>
        {target.slug ? ` (${target.slug})` : ''}? This cannot be undone. It removes the business
        with its service areas, services, reviews, quotes and bookings
        {target.ownerUserId ? "; its owner's account stays, as a customer." : '.'}
      </p>
    </TargetForm>
  )
}
