// Bindings and variables of the Worker (wrangler.toml [vars], secrets, D1, R2, static assets).
interface Env {
  DB: D1Database
  UPLOADS: R2Bucket
  ASSETS?: Fetcher
  /** Comma-separated hosts that serve the marketplace itself. */
  PLATFORM_HOSTS: string
  APP_ENV: string
  SESSION_SECRET?: string
  JWT_SECRET?: string
  PASSWORD_PEPPER?: string
  GOOGLE_MAPS_API_KEY?: string
}
