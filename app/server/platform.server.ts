import { eq } from 'drizzle-orm'
import { type Db, schema } from './db.server'

const { platformConfig } = schema

// Shown when the platform_config row is missing (a fresh database before seeding).
export const DEFAULT_PLATFORM_CONFIG = {
  email: 'hello@mobiledetailhub.com',
  phone: '8885550100',
  logoUrl: null,
  faviconUrl: null,
  headerDisplay: 'Mobile Detail Hub',
  tagline: 'Mobile detailing, wherever you are',
  servicesDescription: null,
  facebook: null,
  instagram: null,
  tiktok: null,
  youtube: null,
} as const

export type PlatformConfig = Omit<
  typeof platformConfig.$inferSelect,
  'id' | 'createdAt' | 'updatedAt'
> & { createdAt: string | null; updatedAt: string | null }

/** The single config row, for a caller's db.batch (the root loader batches it). */
export function platformConfigQuery(db: Db) {
  return db.select().from(platformConfig).where(eq(platformConfig.id, 1)).limit(1)
}

export function toPlatformConfig(
  row: typeof platformConfig.$inferSelect | undefined,
): PlatformConfig {
  if (!row) return { ...DEFAULT_PLATFORM_CONFIG, createdAt: null, updatedAt: null }
  const { id: _id, ...config } = row
  return config
}

export async function getPlatformConfig(db: Db): Promise<PlatformConfig> {
  const [row] = await platformConfigQuery(db)
  return toPlatformConfig(row)
}
