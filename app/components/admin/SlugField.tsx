import { useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { slugSchema } from '~/lib/slug'
import { Field } from '~/components/forms'

interface SlugCheck {
  success: boolean
  available?: boolean
  message: string
}

/**
 * The approved slug, checked as it is typed against every §5 rule (the same zod schema the
 * server uses) and, once valid, for being free (GET /api/admin/slug-check).
 */
export function SlugField({ initial, serverError }: { initial: string; serverError?: string }) {
  const [slug, setSlug] = useState(initial)
  const [touched, setTouched] = useState(false)
  const check = useFetcher<SlugCheck>()
  const parsed = slugSchema.safeParse(slug)
  const ruleError = parsed.success ? undefined : parsed.error.issues[0]?.message
  const { load } = check
  useEffect(() => {
    if (!parsed.success) return
    const timer = setTimeout(
      () => load(`/api/admin/slug-check?slug=${encodeURIComponent(slug)}`),
      250,
    )
    return () => clearTimeout(timer)
  }, [slug, parsed.success, load])
  const taken = parsed.success && check.data?.available === false ? check.data.message : undefined
  const error = touched ? (ruleError ?? taken) : (serverError ?? taken)
  const free = parsed.success && check.data?.available && check.state === 'idle'
  return (
    <Field
      label="Slug"
      errors={error}
      hint={free && !error ? `✓ ${check.data?.message ?? ''}` : `Site address: /${slug}`}
      inputProps={{
        id: 'approve-slug',
        name: 'approved_slug',
        value: slug,
        onChange: (event) => {
          setSlug(event.target.value)
          setTouched(true)
        },
        autoComplete: 'off',
        required: true,
      }}
    />
  )
}
