import { Form, useNavigation } from '@remix-run/react'
import {
  Field,
  fieldsFrom,
  FormError,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextareaField,
} from '~/components/forms'
import { MAX_REVIEW_PHOTOS } from '~/lib/customer-review'
import {
  REVIEW_CONTENT_MAX,
  REVIEW_TITLE_MAX,
  REVIEWER_NAME_MAX,
  SEED_CATEGORIES,
} from '~/lib/review-schemas'

const RATINGS = [
  { value: '5', word: 'Excellent' },
  { value: '4', word: 'Good' },
  { value: '3', word: 'Okay' },
  { value: '2', word: 'Poor' },
  { value: '1', word: 'Bad' },
]

const CATEGORY_LABELS: Record<string, string> = {
  none: 'Not specified',
  car: 'Car',
  truck: 'Truck / SUV',
  boat: 'Boat',
  rv: 'RV',
  motorcycle: 'Motorcycle',
  ceramic: 'Ceramic coating',
}

export interface ReviewFormDefaults {
  name: string
  serviceCategory: string
}

/**
 * The review itself: stars, name as shown, title, text, category and up to 3 photos. A plain
 * multipart POST, so it works the same with and without JavaScript.
 */
export function ReviewInviteForm({
  defaults,
  values,
  errors,
  formError,
}: {
  defaults: ReviewFormDefaults
  values: Record<string, string>
  errors: Record<string, string>
  formError: string | null
}) {
  const busy = useNavigation().state === 'submitting'
  const field = fieldsFrom(errors, 'review')
  return (
    <Form method="post" encType="multipart/form-data" className="mt-8 space-y-5" noValidate>
      {formError ? <FormError message={formError} /> : null}
      <RadioGroupField
        name="rating"
        legend="Your rating"
        required
        errors={errors.rating}
        defaultValue={values.rating}
        options={RATINGS.map((r) => ({
          value: r.value,
          label: (
            <span>
              <span aria-hidden="true" className="tracking-wide text-amber-700">
                {'★'.repeat(Number(r.value))}
                <span className="text-slate-400">{'★'.repeat(5 - Number(r.value))}</span>
              </span>{' '}
              {r.value} – {r.word}
              <span className="sr-only"> ({r.value} out of 5 stars)</span>
            </span>
          ),
        }))}
      />
      <Field
        label="Your name as shown"
        hint="Shown with your review."
        meta={field('name')}
        inputProps={{
          required: true,
          maxLength: REVIEWER_NAME_MAX,
          defaultValue: values.name ?? defaults.name,
          autoComplete: 'name',
        }}
      />
      <Field
        label="Title (optional)"
        meta={field('title')}
        inputProps={{ maxLength: REVIEW_TITLE_MAX, defaultValue: values.title ?? '' }}
      />
      <TextareaField
        label="Your review"
        meta={field('content')}
        textareaProps={{
          required: true,
          rows: 6,
          maxLength: REVIEW_CONTENT_MAX,
          defaultValue: values.content ?? '',
        }}
      />
      <SelectField
        label="Service"
        meta={field('serviceCategory')}
        options={SEED_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c }))}
        selectProps={{ defaultValue: values.serviceCategory ?? defaults.serviceCategory }}
      />
      <Field
        label={`Photos (optional, up to ${MAX_REVIEW_PHOTOS})`}
        hint="JPEG, PNG, GIF or WebP, at most 5 MB each."
        meta={field('photos')}
        inputProps={{
          type: 'file',
          multiple: true,
          accept: 'image/jpeg,image/png,image/gif,image/webp',
          className:
            'block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold',
        }}
      />
      <SubmitButton busy={busy} busyLabel="Sending...">
        Publish review
      </SubmitButton>
    </Form>
  )
}
