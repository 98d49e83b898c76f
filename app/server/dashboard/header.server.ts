import { and, desc, eq } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

const { affiliates, serviceAreas } = schema

export interface DashboardHeader {
  businessName: string
  ownerName: string
  location: string
  /** Year from the business start date when the detailer gave one, else the member-since year. */
  since: string
}

/** Header facts for the dashboard: one round trip for the business and its primary area. */
export async function loadDashboardHeader(db: Db, affiliateId: number): Promise<DashboardHeader> {
  const [rows, primary] = await db.batch([
    db
      .select({
        businessName: affiliates.businessName,
        owner: affiliates.owner,
        firstName: affiliates.firstName,
        lastName: affiliates.lastName,
        baseCity: affiliates.baseCity,
        baseState: affiliates.baseState,
        startDate: affiliates.businessStartDate,
        createdAt: affiliates.createdAt,
      })
      .from(affiliates)
      .where(eq(affiliates.id, affiliateId))
      .limit(1),
    db
      .select({ city: serviceAreas.city, state: serviceAreas.state })
      .from(serviceAreas)
      .where(and(eq(serviceAreas.affiliateId, affiliateId), eq(serviceAreas.isPrimary, true)))
      .orderBy(desc(serviceAreas.id))
      .limit(1),
  ])
  const a = rows[0]
  if (!a) throw new Response('Affiliate not found', { status: 404 })
  const named = [a.firstName, a.lastName].filter(Boolean).join(' ')
  const place = primary[0] ?? { city: a.baseCity, state: a.baseState }
  return {
    businessName: a.businessName,
    ownerName: named || a.owner,
    location: `${place.city}, ${place.state}`,
    since: (a.startDate ?? a.createdAt).slice(0, 4),
  }
}
