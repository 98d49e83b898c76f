import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import known from '../file-durations.json'

// Vitest starts the longest files first when its cache of last durations exists; on a fresh
// clone (CI, a newcomer's first `npm test`) it has none and starts the largest files first.
// Our longest file, no-5xx (a minute), is not a large one: in an idle run after `npm ci` it
// started at 257 s and ran alone for its last 26 s, the two other workers out of files. Files here start longest first by the cache, else by
// the durations measured in a whole run (tests/file-durations.json, `npm run test:durations`),
// and files neither knows (new ones) first of all, as vitest itself does.
const KNOWN: Record<string, number> = known

export class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx
    const duration = (file: TestSpecification) => {
      const path = relative(config.root, file.moduleId)
      const cached = cache.getFileTestResults(`${file.project.name}:${path}`)?.duration
      if (cached !== undefined) return cached / 1000
      return KNOWN[path] ?? Infinity
    }
    return Promise.resolve([...files].sort((a, b) => duration(b) - duration(a)))
  }
}
