// How the admin's Audit Log reads: actions in words and each row's detail as short key: value
// pairs, never raw JSON. Actions without a label (added later) show their stored name.

const ACTION_LABELS: Record<string, string> = {
  'application.approve': 'Approved application',
  'application.reject': 'Rejected application',
  'affiliate.delete': 'Deleted affiliate',
  'user.invite': 'Added user',
  'review.seed': 'Seeded review',
  'review.hide': 'Hid review',
  'review.restore': 'Restored review',
  'review.feature': 'Featured review',
  'review.unfeature': 'Unfeatured review',
  'review.verify': 'Verified review',
  'review.unverify': 'Unverified review',
  'sql.query': 'Ran SQL query',
}

export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action

/** A filter value as the URL carries it: a stored action name (e.g. `review.hide`). */
export const AUDIT_ACTION_SHAPE = /^[a-z]+(\.[a-z-]+)+$/

const ROLE_WORDS: Record<string, string> = {
  user: 'Customer',
  admin: 'Admin',
  affiliate: 'Detailer',
}

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

export type DetailPair = readonly [label: string, value: string]

/** The detail of one audit row as label/value pairs, by action. */
export function describeDetail(
  action: string,
  detail: Record<string, unknown> | null,
): DetailPair[] {
  if (!detail) return []
  const pairs: [string, string | null][] = []
  switch (action) {
    case 'application.approve': {
      const areas = num(detail.areas)
      pairs.push(['Site', str(detail.slug) ? `/${str(detail.slug)}` : null])
      pairs.push(['Service areas', areas === null ? null : String(areas)])
      break
    }
    case 'application.reject':
      pairs.push(['Reason', str(detail.reason)])
      break
    case 'affiliate.delete':
      pairs.push(['Business', str(detail.business_name)])
      break
    case 'user.invite': {
      const role = str(detail.role)
      // The email already shows beside the user's name.
      pairs.push(['Role', role ? (ROLE_WORDS[role] ?? role) : null])
      break
    }
    case 'review.seed': {
      const count = num(detail.count)
      pairs.push(['Reviews', count === null ? null : String(count)])
      pairs.push(['For', detail.type === 'mdh' ? 'Mobile Detail Hub' : str(detail.business_slug)])
      pairs.push(['Reviewer', str(detail.reviewer)])
      break
    }
    case 'sql.query': {
      const rows = num(detail.rows)
      pairs.push(['Query', str(detail.query)])
      pairs.push([
        'Result',
        detail.ok === true ? plural(rows ?? 0, 'row') : `Refused: ${str(detail.error) ?? 'error'}`,
      ])
      break
    }
    default:
      // An action this list does not know yet: its fields as they are, still one per line.
      for (const [key, value] of Object.entries(detail)) {
        pairs.push([key.replace(/_/g, ' '), value === null ? null : String(value)])
      }
  }
  return pairs.flatMap(([label, value]) => (value ? [[label, value] as const] : []))
}
