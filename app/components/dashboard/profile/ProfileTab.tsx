import { Form } from '@remix-run/react'
import { Field } from '~/components/forms'
import { type ActionResult, resultFor } from '~/lib/dashboard/action-result'
import { PROFILE_CARDS, PROFILE_FIELDS } from '~/lib/dashboard/profile-fields'
import type { ProfileTabData } from '~/server/dashboard/profile-tab.server'
import { useHydrated } from '../useHydrated'
import { ProfileFieldInput } from './ProfileFieldInput'

interface Props {
  data: Extract<ProfileTabData, { kind: 'profile' }>
  result: ActionResult | null
}

/**
 * Personal, business and social cards. With JavaScript every field autosaves on its own; without
 * it each card is a form with a Save button that posts the card.
 */
export function ProfileTab({ data, result }: Props) {
  const hydrated = useHydrated()
  const cardResult = resultFor(result, 'profile-save')
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {PROFILE_CARDS.map((card) => (
        <Form
          key={card.key}
          method="post"
          preventScrollReset
          noValidate
          aria-labelledby={`card-${card.key}`}
          onSubmit={(e) => {
            // Autosave already sends each field; Enter must not post the whole card.
            if (hydrated) e.preventDefault()
          }}
          className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
        >
          <h2 id={`card-${card.key}`} className="text-lg font-semibold">
            {card.title}
          </h2>
          <input type="hidden" name="intent" value="profile-save" />
          <div className="mt-4 space-y-4">
            {card.key === 'social' ? <WebsiteAddress url={data.websiteUrl} /> : null}
            {PROFILE_FIELDS.filter((f) => f.card === card.key).map((field) => (
              <ProfileFieldInput
                key={field.name}
                field={field}
                initial={data.values[field.name]}
                serverError={hydrated ? undefined : cardResult?.errors?.[field.name]}
                hydrated={hydrated}
              />
            ))}
          </div>
          {hydrated ? null : (
            <div className="mt-4 flex items-center justify-end gap-3">
              {cardResult?.ok &&
              PROFILE_FIELDS.some(
                (f) => f.card === card.key && cardResult.saved?.includes(f.name),
              ) ? (
                <p role="status" className="text-sm text-green-700">
                  Saved
                </p>
              ) : null}
              <button
                type="submit"
                className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
              >
                Save
              </button>
            </div>
          )}
        </Form>
      ))}
    </div>
  )
}

function WebsiteAddress({ url }: { url: string }) {
  return (
    <Field
      label="Website URL"
      hint="Your website URL is automatically generated"
      inputProps={{
        id: 'profile-website',
        readOnly: true,
        value: url,
        // Read-only, so it looks set apart from the fields the owner fills in.
        className:
          'mt-1 block w-full rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-slate-700',
      }}
    />
  )
}
