import { useEffect, useState } from 'react'
import { SubmitButton } from '~/components/forms'
import { type FormValues } from '~/lib/application-form'
import { type ApplicationSummary } from '~/lib/application-page'
import { DevPanel } from './DevPanel'
import { FirstErrorContext, firstErrorField } from './first-error'
import { GbpHelper } from './GbpHelper'
import { IdentitySection } from './IdentitySection'
import { type LegalDoc, LegalSection } from './LegalSection'
import { LegalModal } from './LegalModal'
import { AFFILIATE_PRIVACY, AFFILIATE_TERMS } from './legal-text'
import { OperatingSection } from './OperatingSection'
import { ProofOfWorkSection } from './ProofOfWorkSection'
import { SocialSection } from './SocialSection'
import { useApplicationForm } from './useApplicationForm'
import { emergencyClear } from './useDraft'

interface Props {
  initial: { values: FormValues; message: string | null; errors: Record<string, string> }
  filesDropped: boolean
  onSuccess: (summary: ApplicationSummary) => void
}

type Modal = LegalDoc | 'gbp' | null

/**
 * The application form. Without JavaScript it is a plain multipart POST to this route's action;
 * with it, the same form is checked in the browser and sent with upload progress.
 */
export function ApplicationForm({ initial, filesDropped, onSuccess }: Props) {
  const form = useApplicationForm(initial, onSuccess)
  const { values, set, errors, busy } = form
  const [hydrated, setHydrated] = useState(false)
  const [modal, setModal] = useState<Modal>(null)
  useEffect(() => setHydrated(true), [])
  const close = () => setModal(null)

  return (
    <FirstErrorContext.Provider value={firstErrorField(initial.errors)}>
      <form
        ref={form.formRef}
        method="post"
        encType="multipart/form-data"
        // The server's checks answer in the spec's words; the browser's own bubbles would not.
        noValidate
        onSubmit={(e) => void form.submit(e)}
        onFocus={form.preload}
        aria-busy={busy}
        className="space-y-6"
      >
        {form.message ? (
          <div
            data-form-message
            role="alert"
            tabIndex={-1}
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {form.message}
          </div>
        ) : null}
        <IdentitySection values={values} set={set} errors={errors} />
        <OperatingSection values={values} set={set} errors={errors} />
        <SocialSection
          values={values}
          set={set}
          errors={errors}
          onFindProfile={hydrated ? () => setModal('gbp') : null}
        />
        <ProofOfWorkSection
          picked={hydrated ? { ...form.uploads, progress: form.progress } : null}
          error={form.uploads.error ?? errors.uploads}
          filesDropped={filesDropped}
        />
        <LegalSection
          values={values}
          set={set}
          errors={errors}
          onOpen={hydrated ? setModal : null}
        />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <SubmitButton
            busy={busy}
            busyLabel="Submitting..."
            className="rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Submit Application
          </SubmitButton>
          {hydrated ? (
            <button
              type="button"
              onClick={emergencyClear}
              className="text-sm text-slate-600 underline hover:text-red-700"
            >
              Clear All Data (Emergency)
            </button>
          ) : null}
        </div>
      </form>
      {import.meta.env.DEV && hydrated ? (
        <DevPanel onFill={(v) => form.setValues(v)} onClear={form.reset} />
      ) : null}
      {modal === 'terms' ? <LegalModal doc={AFFILIATE_TERMS} onClose={close} /> : null}
      {modal === 'privacy' ? <LegalModal doc={AFFILIATE_PRIVACY} onClose={close} /> : null}
      {modal === 'gbp' ? (
        <GbpHelper
          legalName={values.legal_name}
          onClose={close}
          onAdd={(url) => {
            set('gbp_url', url)
            close()
          }}
        />
      ) : null}
    </FirstErrorContext.Provider>
  )
}
