import { createRequire } from 'node:module'
import type * as MiniflareModule from 'miniflare'

// Miniflare loaded with require, not import. Every integration file runs in a fresh process, and
// Node's ESM loader scans a CommonJS module's whole source for its export names before it runs
// it (cjs-module-lexer): for miniflare's 3.8 MB entry that scan alone cost about a CPU-second
// per file. require() skips the scan; the module and its types are the same.
const load = createRequire(import.meta.url)
const miniflare: typeof MiniflareModule = load('miniflare')

export const { Miniflare, Log, LogLevel } = miniflare
export type Miniflare = MiniflareModule.Miniflare
export type LogLevel = MiniflareModule.LogLevel
