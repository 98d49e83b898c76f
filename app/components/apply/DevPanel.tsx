import { type FormValues } from '~/lib/application-form'

const SAMPLE: FormValues = {
  legal_name: 'Sample Shine Mobile Detailing LLC',
  primary_contact: 'Sam Sample',
  phone: '(555) 123-4567',
  email: 'sam@sampleshine.test',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  categories: ['Auto Detailing', 'Ceramic Coating'],
  gbp_url: '',
  instagram_url: 'https://instagram.com/sampleshine',
  tiktok_url: '',
  facebook_url: '',
  youtube_url: '',
  website_url: 'https://sampleshine.test',
  has_insurance: true,
  accept_terms: true,
  consent_notifications: true,
  source: 'Referral',
  notes: 'Sample data from the development panel.',
}

/** Development builds only (the page renders it under import.meta.env.DEV): test helpers. */
export function DevPanel({
  onFill,
  onClear,
}: {
  onFill: (v: FormValues) => void
  onClear: () => void
}) {
  const button = 'rounded-md border border-amber-500 bg-white px-3 py-1.5 text-sm font-medium'
  return (
    <aside
      aria-label="Development testing panel"
      className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4"
    >
      <h2 className="text-sm font-bold text-amber-900">Development testing</h2>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => onFill(SAMPLE)}>
          Auto-fill sample data
        </button>
        <button type="button" className={button} onClick={onClear}>
          Clear form
        </button>
        {/* Spec §2: a log button that does nothing else. */}
        <button type="button" className={button} onClick={() => console.info('Application form')}>
          Log
        </button>
      </div>
    </aside>
  )
}
