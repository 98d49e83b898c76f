// Bindings and variables of the Worker (wrangler.toml [vars], secrets, D1, R2, static assets).
interface Env {
  DB: D1Database
  UPLOADS: R2Bucket
  /** Cloudflare Images: makes the logo's sizes (locally, miniflare's Sharp-backed stand-in). */
  IMAGES?: ImagesBinding
  ASSETS?: Fetcher
  /** Comma-separated hosts that serve the marketplace itself. */
  PLATFORM_HOSTS: string
  APP_ENV: string
  SESSION_SECRET?: string
  JWT_SECRET?: string
  PASSWORD_PEPPER?: string
  GOOGLE_MAPS_API_KEY?: string
  /** 'off' disables the shared edge cache (the benchmark measures the origin this way). */
  EDGE_CACHE?: string
  /** '1' outside production: answers carry X-D1-Statements / X-D1-Round-Trips (tests, bench). */
  COUNT_D1?: string
  /** Cloudflare Email Service (send_email binding); locally wrangler's simulation. */
  EMAIL?: SendEmail
  /** Sender address on a domain onboarded to Email Service, e.g. bookings@mobiledetailhub.com. */
  EMAIL_FROM?: string
  /** The marketplace's public origin, for links in emails (no request at send time). */
  APP_ORIGIN?: string
  /** Twilio account for texts (On my way); without them the customer is emailed instead. */
  TWILIO_ACCOUNT_SID?: string
  TWILIO_AUTH_TOKEN?: string
  /** Cloudflare for SaaS (own domains): an API token with SSL and Certificates edit, and the zone. */
  CF_API_TOKEN?: string
  CF_ZONE_ID?: string
  /** The Cloudflare API's base URL; tests point it at a local fake. */
  CF_API_BASE?: string
  /** Where a detailer's CNAME points (default customers.mobiledetailhub.com). */
  CUSTOM_DOMAIN_TARGET?: string
  /**
   * The National Weather Service's User-Agent contact (an email). Set: forecasts come from
   * api.weather.gov; unset: the local fake (decision 042).
   */
  NWS_CONTACT?: string
  /** Stripe (payments, decision 036): without the secret key the local provider takes payments. */
  STRIPE_SECRET_KEY?: string
  /** The signing secret of the platform's webhook endpoint (POST /api/payments/webhook). */
  STRIPE_WEBHOOK_SECRET?: string
  /** The signing secret of the Connect endpoint (connected accounts' events), when separate. */
  STRIPE_CONNECT_WEBHOOK_SECRET?: string
  /**
   * A DNS-over-HTTPS JSON endpoint for the domain claims' TXT records (default Cloudflare's when
   * the Cloudflare token is set; without either, the local stand-in finds every record).
   */
  DNS_OVER_HTTPS_URL?: string
}
