// Appends the US ZIP code rows of the `zipcodes` package (dev dependency) to a migration file.
// Usage: node scripts/generate-zip-migration.mjs db/migrations/NNNN_us_zip_codes.sql
import { appendFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { codes } = require('zipcodes')
const file = process.argv[2]
if (!file) throw new Error('usage: generate-zip-migration.mjs MIGRATION_FILE')

// The 50 states, DC and Puerto Rico: where a mobile detailer can drive to a customer.
const STATES = new Set(
  'AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OK OR PA PR RI SC SD TN TX UT VA VT WA WI WV WY'.split(
    ' ',
  ),
)
const q = (s) => `'${String(s).replace(/'/g, "''")}'`
const rows = Object.values(codes)
  .filter((c) => c.country === 'US' && STATES.has(c.state) && /^\d{5}$/.test(c.zip))
  .sort((a, b) => a.zip.localeCompare(b.zip))
  .map(
    (c) =>
      `(${q(c.zip)},${q(c.city)},${q(c.city.toLowerCase())},${q(c.state)},${Number(c.latitude) || 'NULL'},${Number(c.longitude) || 'NULL'})`,
  )
const CHUNK = 500
let sql = ''
for (let i = 0; i < rows.length; i += CHUNK) {
  sql += `--> statement-breakpoint\nINSERT INTO us_zip_codes (zip, city, city_key, state, latitude, longitude) VALUES\n${rows.slice(i, i + CHUNK).join(',\n')};\n`
}
appendFileSync(file, `\n${sql}`)
console.log(`${rows.length} ZIP codes written to ${file}`)
