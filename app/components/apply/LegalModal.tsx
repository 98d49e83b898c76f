import { Dialog } from '~/components/ui/Dialog'
import { type LegalDocument } from './legal-text'
import { LegalText } from './LegalText'

/** Affiliate Terms of Service or Privacy Policy, closed with 'I Understand' (or Escape). */
export function LegalModal({ doc, onClose }: { doc: LegalDocument; onClose: () => void }) {
  return (
    <Dialog title={doc.title} onClose={onClose} size="lg">
      <LegalText doc={doc} />
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          I Understand
        </button>
      </div>
    </Dialog>
  )
}
