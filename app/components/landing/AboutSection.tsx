/** The detailer's own words about the business (dashboard Website tab). */
export function AboutSection({ businessName, about }: { businessName: string; about: string }) {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-slate-50 py-16">
      <div className="mx-auto max-w-4xl px-4">
        <h2 id="about-heading" className="text-3xl font-bold tracking-tight">
          About {businessName}
        </h2>
        <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-slate-700">{about}</p>
      </div>
    </section>
  )
}
