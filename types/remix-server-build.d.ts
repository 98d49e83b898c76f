// The Remix server build; wrangler's [alias] points this specifier at build/server/index.js.
declare module 'virtual:remix/server-build' {
  import type { ServerBuild } from '@remix-run/cloudflare'
  const build: ServerBuild
  export = build
}
