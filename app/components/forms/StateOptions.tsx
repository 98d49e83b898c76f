import { US_STATES } from '~/lib/us-states'

/** A state select's options: "Choose…" and every state's code. */
export function StateOptions() {
  return (
    <>
      <option value="">Choose…</option>
      {Object.keys(US_STATES).map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </>
  )
}
