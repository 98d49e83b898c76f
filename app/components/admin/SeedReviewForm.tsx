import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { SEED_CATEGORIES, SEED_SOURCES } from '~/lib/review-schemas'
import { type ActionResult } from '~/server/admin/dashboard-actions.server'
import {
  Field,
  fieldsFrom,
  RadioGroupField,
  SelectField,
  TextareaField,
} from '~/components/forms'
import { type BusinessOption } from '~/lib/business-search'
import { BusinessCombobox } from '~/components/pickers/BusinessCombobox'
import { primaryButton } from './ui'
import { useHydrated } from './useAdminFeedback'
import { useSeedDates } from './useSeedDates'

const REVIEW_TYPES = [
  { value: 'mdh', label: 'Platform (mdh)' },
  { value: 'affiliate', label: 'Affiliate' },
]

const AVATAR_MAX = 5 * 1024 * 1024
const AVATAR_TOO_LARGE = 'Avatar file must be less than 5MB'

interface Props {
  /** The business a 'Seed a review' link chose (no-JS search), if any. */
  business: BusinessOption | null
  result: ActionResult | undefined
}

/**
 * What may be seeded, said where the admin types (FTC rule on consumer reviews, 16 CFR 465;
 * decision 037). The server enforces what it can: the link for Google, Yelp and Facebook, and no
 * Verified tag without a completed job.
 */
function SeedRules() {
  return (
    <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">Only real reviews, copied as written (FTC 16 CFR 465)</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        <li>
          Copy a review a real customer published elsewhere, word for word, with its rating and its
          original date, and link to it.
        </li>
        <li>
          Never write, change or invent a review, and never copy only the good ones.
        </li>
        <li>
          Seeded reviews show where they came from (&lsquo;From Google&rsquo;) and are never
          Verified: Verified is only for a review written after a completed job here.
        </li>
      </ul>
    </div>
  )
}

/** Spec §3 seed review with the §5 rules; the server applies the same schema. */
export function SeedReviewForm({ business, result }: Props) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'seed'
  const form = useRef<HTMLFormElement>(null)
  const [type, setType] = useState<'mdh' | 'affiliate'>(business ? 'affiliate' : 'mdh')
  const [avatarError, setAvatarError] = useState<string>()
  const dates = useSeedDates()
  const { reset } = dates
  const mine = result?.intent === 'seed' ? result : undefined
  const errors = mine && !mine.ok ? (mine.errors ?? {}) : {}
  const field = fieldsFrom(errors, 'seed')
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
      <SeedRules />
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
        <Field label="Reviewer name" meta={field('name')} />
        <SelectField
          label="Stars"
          meta={field('stars')}
          selectProps={{ defaultValue: '5' }}
          options={[5, 4, 3, 2, 1]}
        />
        <Field label="Title" meta={field('title')} />
        <TextareaField label="Review text" meta={field('content')} textareaProps={{ rows: 4 }} />
        <RadioGroupField
          name="type"
          legend="Type"
          inline
          options={REVIEW_TYPES}
          value={type}
          onChange={(t) => setType(t === 'affiliate' ? 'affiliate' : 'mdh')}
        />
        <BusinessCombobox
          // A new choice from the no-JS search starts the field afresh.
          key={business?.slug ?? ''}
          id="seed-business"
          label="Business"
          name="businessSlug"
          initial={business}
          errors={errors.businessSlug}
          hint={hydrated ? undefined : 'Its slug; the search above finds it'}
          // Without JavaScript it stays enabled; the server ignores it for platform reviews.
          disabled={hydrated && type === 'mdh'}
        />
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label="Source"
            meta={field('source')}
            selectProps={{ defaultValue: 'website' }}
            options={SEED_SOURCES}
          />
          <SelectField
            label="Service category"
            meta={field('serviceCategory', 'seed-category')}
            selectProps={{ defaultValue: 'none' }}
            options={SEED_CATEGORIES}
          />
        </div>
        <div className="grid grid-cols-3 gap-3">
          <Field
            label="Days ago (0–6)"
            errors={errors.daysAgo}
            inputProps={{ id: 'seed-days', ...dates.days, type: 'number', min: 0, max: 6 }}
          />
          <Field
            label="Weeks ago (0–52)"
            errors={errors.weeksAgo}
            inputProps={{ id: 'seed-weeks', ...dates.weeks, type: 'number', min: 0, max: 52 }}
          />
          <Field
            label="Specific date"
            errors={errors.specificDate}
            inputProps={{ id: 'seed-date', ...dates.date, type: 'date' }}
          />
        </div>
        <Field
          label="Link to the original review"
          hint="Required for Google, Yelp and Facebook; shown on the card as 'From Google'"
          meta={field('reviewerUrl', 'seed-url')}
          inputProps={{ type: 'url' }}
        />
        <Field
          label="Avatar (optional, under 5MB)"
          errors={avatarError ?? errors.avatar}
          inputProps={{
            id: 'seed-avatar',
            name: 'avatar',
            type: 'file',
            accept: 'image/jpeg,image/png,image/gif,image/webp',
            onChange: (event) => {
              const file = event.currentTarget.files?.[0]
              setAvatarError(file && file.size > AVATAR_MAX ? AVATAR_TOO_LARGE : undefined)
            },
            className: 'mt-1 block w-full text-sm',
          }}
        />
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Seeding...' : 'Seed Review'}
        </button>
      </Form>
    </section>
  )
}
