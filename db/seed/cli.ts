// Writes the demo seed as one SQL file for `wrangler d1 execute --local --file`.
import { writeFileSync } from 'node:fs'
import { buildSeedStatements } from './build'

const [outFile, pepper] = process.argv.slice(2)
if (!outFile || !pepper) {
  console.error('usage: tsx db/seed/cli.ts OUT_FILE PASSWORD_PEPPER')
  process.exit(2)
}
const statements = await buildSeedStatements(pepper)
writeFileSync(outFile, `${statements.join('\n')}\n`)
