import { type ReactNode } from 'react'

export function FooterColumn({
  title,
  id,
  children,
}: {
  title: string
  id?: string
  children: ReactNode
}) {
  return (
    <div id={id}>
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <div className="mt-4 space-y-3 text-sm text-slate-200">{children}</div>
    </div>
  )
}

/** The copyright line carries the current year (the spec's '2024' was the year it was written). */
export function Copyright({ name, poweredBy }: { name: string; poweredBy?: boolean }) {
  return (
    <div className="border-t border-white/10 py-5 text-center text-xs text-slate-300">
      {`© ${new Date().getUTCFullYear()} ${name}. All rights reserved.`}
      {poweredBy ? (
        <span className="block sm:inline">
          {' '}
          Powered by <span className="font-semibold text-white">Mobile Detail Hub</span>.
        </span>
      ) : null}
    </div>
  )
}

export const FOOTER_LINK = 'text-slate-100 underline-offset-4 hover:text-white hover:underline'
