import { type BookingDispute } from '~/lib/payments/dispute-view'
import { type WeatherRules } from '~/lib/weather/rules'
import { type SetupChecklist } from './setup'
import { type BookedAddon } from '~/lib/booking/addons'

// The data each business tab renders (built on the server, serialisable, money in cents).
import { type WorkingHours } from '~/lib/booking/working-hours'

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
export const QUOTE_STATUSES = ['new', 'contacted', 'won', 'lost', 'closed'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

export interface BookingItem {
  id: number
  reference: string
  status: BookingStatus
  source: 'web' | 'phone'
  serviceName: string
  tierName: string
  vehicleType: string
  /** As a person reads it: 'SUV' for 'suv'. */
  vehicleName: string
  categoryName: string
  /** Add-ons booked with the package (the estimate and duration include them). */
  addons: BookedAddon[]
  estimateCents: number
  durationMinutes: number
  /** A card kept on file and the no-show fee shown at booking (null: no card, no fee). */
  noShowFeeOnFileCents: number | null
  customerName: string
  customerPhone: string
  customerEmail: string
  address: string
  preferredDate: string
  timeWindow: string
  notes: string | null
  startAt: string | null
  endAt: string | null
  /** Its start has come: from then on it can be marked completed. */
  started: boolean
  declineReason: string | null
  cancelReason: string | null
  createdAt: string
  /** The requester proved the email (receipt link, deposit or verified account). */
  emailConfirmed: boolean
  /** A pending request holding its time: until when. */
  heldUntil: string | null
  /** The latest dispute of a payment for this booking, if any. */
  dispute: BookingDispute | null
  /** The forecast trips a weather rule at its time ("Rain likely (80 %)"), else null. */
  weather: string | null
}

export interface QuoteItem {
  id: number
  name: string
  email: string
  phone: string | null
  zip: string | null
  vehicle: string | null
  services: string[]
  additionalInfo: string | null
  status: QuoteStatus
  privateNote: string | null
  createdAt: string
}

export interface Settings {
  timeZone: string
  timeZoneSetting: string | null
  dailyGoalCents: number | null
}

export interface RequestsTab {
  tab: 'requests'
  settings: Settings
  bookingFilter: BookingStatus | 'all'
  quoteFilter: QuoteStatus | 'all'
  bookings: BookingItem[]
  quotes: QuoteItem[]
  bookingCounts: Partial<Record<BookingStatus, number>>
  quoteCounts: Partial<Record<QuoteStatus, number>>
  /** Each list's page (?bpage=, ?qpage=) and whether older requests follow. */
  bookingPage: { page: number; hasMore: boolean }
  quotePage: { page: number; hasMore: boolean }
}

/** One appointment on the schedule (confirmed, completed, cancelled, or pending at its window). */
export interface Appointment {
  id: number
  reference: string
  status: BookingStatus
  customerName: string
  customerPhone: string
  service: string
  durationMinutes: number
  estimateCents: number
  /** Business-local date and minutes since midnight where it starts. */
  date: string
  startMinute: number
  /** True when the time is the requested window's start, not a confirmed time. */
  tentative: boolean
  /** The forecast trips a weather rule at this time ("Rain likely (80 %)"), else null. */
  weather: string | null
}

export interface Block {
  id: number
  date: string
  startMinute: number
  endMinute: number
  reason: string | null
}

export interface PackageOption {
  value: string
  label: string
}

export interface TodaySummary {
  total: number
  confirmed: number
  pending: number
  revenueCents: number
  goalCents: number | null
  /** 0–100, or null without a goal. */
  progress: number | null
}

/** A customer's details the New Appointment form starts from. */
export interface AppointmentCustomer {
  name: string
  phone: string
  email: string
  street: string
  city: string
  state: string
  zip: string
}

/** What the New Appointment form offers and starts with. */
export interface NewAppointmentData {
  packages: PackageOption[]
  /** Add-on tiers, by tier id (the label names the vehicle). */
  addons: PackageOption[]
  /** The customer picked with ?customer= (their latest details), or null. */
  customer: AppointmentCustomer | null
  /** The business's primary area: where a new customer most likely is. */
  defaultCity: string
  defaultState: string
  /** The customer search as typed, and its matches (null when nothing was searched). */
  search: string
  matches: { email: string; name: string; phone: string }[] | null
}

export interface ScheduleTab {
  tab: 'schedule'
  settings: Settings
  view: 'day' | 'week' | 'month'
  date: string
  today: string
  /** The dates shown: one (day), seven (week) or the month's. */
  dates: string[]
  appointments: Appointment[]
  blocks: Block[]
  summary: TodaySummary
  newAppointment: NewAppointmentData
  /** The appointment just saved (?saved=reference), when it is in view. */
  saved: { reference: string; customerName: string; past: boolean } | null
  /** Null until the detailer sets working hours (then the booking form offers live slots). */
  hours: WorkingHours | null
  /** Working hours → Weather (the defaults until saved). */
  weatherRules: WeatherRules
}

export interface OverviewTab {
  tab: 'overview'
  settings: Settings
  /** The setup checklist, shown until the business goes live (issue 40). */
  setup: SetupChecklist
  requestsThisWeek: number
  requestsLastWeek: number
  confirmedThisMonth: number
  revenueThisMonthCents: number
  /** Card payments taken this month less refunds and disputes, from the ledger: exact. */
  collectedThisMonthCents: number
  rating: { average: number | null; count: number }
  upcoming: {
    id: number
    reference: string
    customerName: string
    service: string
    startAt: string
    durationMinutes: number
  }[]
  /** This week's confirmed jobs whose forecast trips a weather rule (issue 41). */
  weatherRisks: {
    id: number
    reference: string
    customerName: string
    startAt: string
    headline: string
    kept: boolean
  }[]
  reviews: {
    id: number
    reviewerName: string
    rating: number
    title: string | null
    content: string
    publishedAt: string
  }[]
  notifications: {
    newBookings: number
    newQuotes: number
    newReviews: number
    since: string | null
  }
}

export interface CustomerRow {
  email: string
  name: string
  phone: string | null
  requests: number
  lastService: string
  lastDate: string
  confirmedValueCents: number
}

export interface CustomersTab {
  tab: 'customers'
  settings: Settings
  q: string
  page: number
  pages: number
  total: number
  customers: CustomerRow[]
  /** The opened customer's history, when ?customer= names one of this business's customers. */
  history: { email: string; bookings: BookingItem[]; quotes: QuoteItem[] } | null
}

export interface SeriesPoint {
  label: string
  value: number
}

export interface PerformanceTab {
  tab: 'performance'
  settings: Settings
  requestsPerWeek: SeriesPoint[]
  /** Percent confirmed (or completed) of the booking requests received that week; null: none. */
  conversionPerWeek: { label: string; requested: number; confirmed: number }[]
  revenuePerMonth: SeriesPoint[]
  /** Card payments taken per month less refunds and disputes, from the ledger: exact. */
  collectedPerMonth: SeriesPoint[]
  ratingDistribution: SeriesPoint[]
  ratingPerMonth: { label: string; average: number | null; count: number }[]
}

export type BusinessTabData =
  RequestsTab | ScheduleTab | OverviewTab | CustomersTab | PerformanceTab
export type BusinessTabKey = BusinessTabData['tab']
export const BUSINESS_TABS: readonly BusinessTabKey[] = [
  'overview',
  'requests',
  'schedule',
  'customers',
  'performance',
]
