import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema.ts',
  // wrangler.toml's migrations_dir points here, so `wrangler d1 migrations apply` picks these up.
  out: './db/migrations',
})
