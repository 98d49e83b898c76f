import { type ForecastHour } from '~/lib/weather/rules'

/** Where a job is: its ZIP's centre (us_zip_codes), and the ZIP itself for the local provider. */
export interface WeatherPlace {
  zip: string
  lat: number
  lon: number
}

/**
 * The outside weather service (decision 042). `hourly` answers the hours it knows that share a
 * minute with [from, to), or null when it cannot answer now (no network, refused, backing off):
 * a failed forecast never blocks anything, the job is simply checked at its next window.
 */
export interface WeatherProvider {
  name: 'nws' | 'local'
  hourly(place: WeatherPlace, from: Date, to: Date, now: Date): Promise<ForecastHour[] | null>
}
