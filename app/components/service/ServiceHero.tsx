import { type ServiceContent } from '~/lib/service-content/types'
import { ServiceActions, type ServiceActionTarget } from './ServiceActions'
import { ServiceMediaView } from './ServiceMediaView'

interface Props {
  content: ServiceContent
  target: ServiceActionTarget
  /** The business offering the service, or the marketplace's name. */
  providerName: string
}

export function ServiceHero({ content, target, providerName }: Props) {
  return (
    <section
      aria-labelledby="service-title"
      className="relative isolate overflow-hidden bg-slate-900 text-white"
    >
      <ServiceMediaView
        media={content.heroImage}
        lazy={false}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {/* Keeps white text readable (WCAG AA) whatever the artwork behind it. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-slate-950/80 sm:bg-transparent sm:bg-gradient-to-r sm:from-slate-950/90 sm:via-slate-900/75 sm:to-slate-900/40"
      />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">
          {providerName}
        </p>
        <h1 id="service-title" className="mt-2 max-w-2xl text-4xl font-bold sm:text-5xl">
          {content.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-100">{content.description}</p>
        <ServiceActions target={target} tone="light" />
      </div>
    </section>
  )
}
