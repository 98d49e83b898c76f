import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config'
export default mergeConfig(base, defineConfig({
  test: { poolOptions: { forks: { execArgv: ['--cpu-prof', '--cpu-prof-dir=/tmp/exp/prof'] } } },
}))
