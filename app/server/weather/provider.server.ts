import { type Db } from '../db.server'
import { localWeatherProvider } from './local.server'
import { nwsProvider } from './nws.server'
import { type WeatherProvider } from './types.server'

/**
 * The National Weather Service when NWS_CONTACT (the User-Agent's contact address) is set;
 * otherwise the local imitation (decision 042), so `npm run dev` needs no network.
 */
export function weatherProvider(
  env: Pick<Env, 'NWS_CONTACT'>,
  db: Db,
  options: { cachedOnly?: boolean } = {},
): WeatherProvider {
  if (env.NWS_CONTACT) return nwsProvider({ db, contact: env.NWS_CONTACT, ...options })
  return localWeatherProvider(db)
}

export const usesLocalWeather = (env: Pick<Env, 'NWS_CONTACT'>) => !env.NWS_CONTACT
