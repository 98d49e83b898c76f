import { type LegalDocument } from './legal-text'

/** The sections of a legal document (its title is the dialog's or page's heading). */
export function LegalText({ doc }: { doc: LegalDocument }) {
  return (
    <div className="mt-4 space-y-4 text-sm text-slate-700">
      {doc.sections.map((s) => (
        <section key={s.heading}>
          <h3 className="font-semibold text-slate-900">{s.heading}</h3>
          <p className="mt-1">{s.body}</p>
        </section>
      ))}
    </div>
  )
}
