import { Link } from '@remix-run/react'
import { useState } from 'react'
import { BrandMark } from '~/components/layout/BrandMark'
import { EMPTY_VALUES } from '~/lib/application-form'
import { type ApplicationActionData, type ApplicationSummary } from '~/lib/application-page'
import { ApplicationForm } from './ApplicationForm'
import { type LegalDocument } from './legal-text'
import { LegalText } from './LegalText'
import { SuccessView } from './SuccessView'

interface Props {
  result: ApplicationActionData | undefined
  /** ?show=terms|privacy: the document on its own page (the no-JavaScript link target). */
  document: LegalDocument | null
}

/** Spec §2 affiliate application page: header, the form or its success, or a legal document. */
export function ApplicationPage({ result, document }: Props) {
  const [summary, setSummary] = useState<ApplicationSummary | null>(
    result?.kind === 'success' ? result.summary : null,
  )
  const failed = result?.kind === 'error' ? result : null
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-8">
        <header className="flex items-center gap-4">
          <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
            ← Back
          </Link>
          <BrandMark name="Mobile Detail Hub" logoUrl={null} />
          <h1 className="text-2xl font-bold sm:text-3xl">Affiliate Application</h1>
        </header>
        <div className="mt-6">
          {document ? (
            <article className="rounded-xl border border-slate-200 bg-white p-6">
              <h2 className="text-xl font-bold">{document.title}</h2>
              <LegalText doc={document} />
              <Link
                to="/affiliate-onboarding"
                className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-2 font-semibold text-white"
              >
                I Understand
              </Link>
            </article>
          ) : summary ? (
            <SuccessView summary={summary} />
          ) : (
            <>
              <p className="mb-6 text-slate-700">
                Join Mobile Detail Hub as a detailer: tell us about your business and we will review
                your application within 2-3 business days. Fields marked * are required.
              </p>
              <ApplicationForm
                initial={{
                  values: failed?.values ?? EMPTY_VALUES,
                  message: failed?.message ?? null,
                  errors: failed?.errors ?? {},
                }}
                filesDropped={failed?.filesDropped ?? false}
                onSuccess={(s) => {
                  setSummary(s)
                  window.scrollTo({ top: 0 })
                }}
              />
            </>
          )}
        </div>
      </div>
    </div>
  )
}
