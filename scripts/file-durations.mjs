// `npm run test:durations [-- REPORT]`: writes tests/file-durations.json from a vitest report
// (default tests/.tmp/reports/vitest.json, written by `npm test`; best taken from an idle run),
// so a fresh clone starts the longest files first (tests/support/sequencer.ts). Every file is
// listed: one missing is taken for a new file and started first.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { root } from './lib.mjs'

const source = process.argv[2] ?? join(root, 'tests', '.tmp', 'reports', 'vitest.json')
const report = JSON.parse(readFileSync(source, 'utf8'))
const durations = report.testResults
  .map((file) => [relative(root, file.name), (file.endTime - file.startTime) / 1000])
  .sort((a, b) => b[1] - a[1])
  .map(([path, seconds]) => [path, Math.round(seconds * 10) / 10])
writeFileSync(
  join(root, 'tests', 'file-durations.json'),
  `${JSON.stringify(Object.fromEntries(durations), null, 2)}\n`,
)
console.log(`${durations.length} files written to tests/file-durations.json from ${source}`)
