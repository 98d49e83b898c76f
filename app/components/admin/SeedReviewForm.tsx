import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { SEED_CATEGORIES, SEED_SOURCES } from '~/lib/review-schemas'
import { type ActionResult } from '~/server/admin/dashboard-actions.server'
import { Field, inputClass, primaryButton } from './ui'
import { useHydrated } from './useAdminFeedback'
import { useSeedDates } from './useSeedDates'

const AVATAR_MAX = 5 * 1024 * 1024
const AVATAR_TOO_LARGE = 'Avatar file must be less than 5MB'

interface Props {
  businesses: { slug: string; business_name: string }[]
  result: ActionResult | undefined
}

/** Spec §3 seed review with the §5 rules; the server applies the same schema. */
export function SeedReviewForm({ businesses, result }: Props) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'seed'
  const form = useRef<HTMLFormElement>(null)
  const [type, setType] = useState<'mdh' | 'affiliate'>('mdh')
  const [avatarError, setAvatarError] = useState<string>()
  const dates = useSeedDates()
  const { reset } = dates
  const mine = result?.intent === 'seed' ? result : undefined
  const errors = mine && !mine.ok ? (mine.errors ?? {}) : {}
  useEffect(() => {
    if (!mine?.ok) return
    form.current?.reset()
    setType('mdh')
    reset()
  }, [mine, reset])

  return (
    <section aria-labelledby="seed-heading">
      <h2 id="seed-heading" className="text-xl font-semibold">
        Seed Reviews
      </h2>
      <Form
        ref={form}
        method="post"
        encType="multipart/form-data"
        className="mt-4 space-y-3"
        preventScrollReset
        onSubmit={(event) => {
          if (avatarError) event.preventDefault()
        }}
      >
        <input type="hidden" name="intent" value="seed" />
        {mine && !mine.ok ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {mine.message}
          </p>
        ) : null}
        <Field id="seed-name" label="Reviewer name" error={errors.name}>
          {(aria) => <input {...aria} name="name" className={inputClass} />}
        </Field>
        <Field id="seed-stars" label="Stars" error={errors.stars}>
          {(aria) => (
            <select {...aria} name="stars" defaultValue="5" className={inputClass}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="seed-title" label="Title" error={errors.title}>
          {(aria) => <input {...aria} name="title" className={inputClass} />}
        </Field>
        <Field id="seed-content" label="Review text" error={errors.content}>
          {(aria) => <textarea {...aria} name="content" rows={4} className={inputClass} />}
        </Field>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Type</legend>
          <div className="mt-1 flex gap-4 text-sm">
            {(['mdh', 'affiliate'] as const).map((t) => (
              <label key={t} className="flex items-center gap-1">
                <input
                  type="radio"
                  name="type"
                  value={t}
                  checked={type === t}
                  onChange={() => setType(t)}
                />
                {t === 'mdh' ? 'Platform (mdh)' : 'Affiliate'}
              </label>
            ))}
          </div>
        </fieldset>
        <Field id="seed-business" label="Business" error={errors.businessSlug}>
          {(aria) => (
            <select
              {...aria}
              name="businessSlug"
              // Without JavaScript it stays enabled; the server ignores it for platform reviews.
              disabled={hydrated && type === 'mdh'}
              defaultValue=""
              className={`${inputClass} disabled:bg-slate-100`}
            >
              <option value="">Select a business</option>
              {businesses.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {b.business_name} ({b.slug})
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="seed-source" label="Source" error={errors.source}>
            {(aria) => (
              <select {...aria} name="source" defaultValue="website" className={inputClass}>
                {SEED_SOURCES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            )}
          </Field>
          <Field id="seed-category" label="Service category" error={errors.serviceCategory}>
            {(aria) => (
              <select {...aria} name="serviceCategory" defaultValue="none" className={inputClass}>
                {SEED_CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="grid grid-cols-3 gap-3">
          <Field id="seed-days" label="Days ago (0–6)" error={errors.daysAgo}>
            {(aria) => (
              <input
                {...aria}
                {...dates.days}
                type="number"
                min={0}
                max={6}
                className={inputClass}
              />
            )}
          </Field>
          <Field id="seed-weeks" label="Weeks ago (0–52)" error={errors.weeksAgo}>
            {(aria) => (
              <input
                {...aria}
                {...dates.weeks}
                type="number"
                min={0}
                max={52}
                className={inputClass}
              />
            )}
          </Field>
          <Field id="seed-date" label="Specific date" error={errors.specificDate}>
            {(aria) => <input {...aria} {...dates.date} type="date" className={inputClass} />}
          </Field>
        </div>
        <Field id="seed-url" label="Reviewer URL (optional)" error={errors.reviewerUrl}>
          {(aria) => <input {...aria} name="reviewerUrl" type="url" className={inputClass} />}
        </Field>
        <Field
          id="seed-avatar"
          label="Avatar (optional, under 5MB)"
          error={avatarError ?? errors.avatar}
        >
          {(aria) => (
            <input
              {...aria}
              name="avatar"
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0]
                setAvatarError(file && file.size > AVATAR_MAX ? AVATAR_TOO_LARGE : undefined)
              }}
              className="mt-1 block w-full text-sm"
            />
          )}
        </Field>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Seeding...' : 'Seed Review'}
        </button>
      </Form>
    </section>
  )
}
