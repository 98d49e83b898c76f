import { type ReactNode } from 'react'

/**
 * A wide table's box that scrolls sideways on a phone. It takes keyboard focus, so the part off
 * screen can be reached without a pointer (axe: scrollable-region-focusable), and is named.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be focusable to scroll by keyboard
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}
