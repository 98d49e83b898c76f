/** A booking's facts as a description list (shared by the detailer's and customer's pages). */
export function BookingFacts({ facts }: { facts: Array<[label: string, value: string | null]> }) {
  return (
    <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  )
}
