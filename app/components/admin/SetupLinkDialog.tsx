import { Link, useNavigate } from '@remix-run/react'
import { useState } from 'react'
import { Field, inputClass } from '~/components/forms'
import { Dialog } from '../ui/Dialog'
import { primaryButton, secondaryButton } from './ui'

/**
 * The single-use set-password link, shown this once (only its hash is stored): the admin hands it
 * to the new account's owner.
 */
export function SetupLinkDialog({
  url,
  message,
  slug,
  closeHref,
}: {
  url: string
  message: string
  slug?: string
  closeHref: string
}) {
  const navigate = useNavigate()
  const [copied, setCopied] = useState(false)
  return (
    <Dialog title={message} onClose={() => navigate(closeHref, { preventScrollReset: true })}>
      <div className="mt-4 space-y-4">
        {slug ? (
          <p>
            The site is live at{' '}
            <a href={`/${slug}`} className="font-medium text-brand-700 underline">
              /{slug}
            </a>
            .
          </p>
        ) : null}
        <p className="text-sm text-slate-700">
          Password setup link — shown only now; it works once and expires in 7 days:
        </p>
        <Field
          label={<span className="sr-only">Password setup link</span>}
          inputProps={{
            id: 'setup-link',
            readOnly: true,
            value: url,
            onFocus: (event) => event.currentTarget.select(),
            className: `${inputClass} mt-0 bg-slate-50 font-mono text-xs`,
          }}
        />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              void navigator.clipboard.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }}
          >
            {copied ? 'Copied' : 'Copy link'}
          </button>
          <Link to={closeHref} className={primaryButton} preventScrollReset>
            Done
          </Link>
        </div>
        <p role="status" className="sr-only">
          {copied ? 'Link copied to the clipboard' : ''}
        </p>
      </div>
    </Dialog>
  )
}
