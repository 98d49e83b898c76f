import { describe, expect, it } from 'vitest'
import { offeredTiles, offersPhrase } from '~/lib/offers'

describe('what a business offers', () => {
  it('boats make Marine Detailing, RVs RV Detailing, other vehicles Auto Detailing', () => {
    expect(offeredTiles('4:2,3:1,1:3', [])).toEqual([
      'auto-detailing',
      'marine-detailing',
      'rv-detailing',
    ])
  })

  it('coating, correction and film are their own tiles whatever the vehicle', () => {
    expect(offeredTiles('4:4,1:5,2:6', [])).toEqual([
      'ceramic-coating',
      'paint-correction',
      'paint-protection-film',
    ])
  })

  it('services decide over the categories applied with', () => {
    expect(offeredTiles('1:1', ['Boat Detailing'])).toEqual(['auto-detailing'])
  })

  it('without services, the application categories decide; with neither, all six show', () => {
    expect(offeredTiles(null, ['PPF Installation', 'RV Detailing'])).toEqual([
      'rv-detailing',
      'paint-protection-film',
    ])
    expect(offeredTiles(null, [])).toHaveLength(6)
  })

  it('reads as one sentence fragment, detailing kinds first', () => {
    expect(offersPhrase(offeredTiles(null, []))).toBe(
      'auto, boat and RV detailing, ceramic coating, paint correction and paint protection film',
    )
    expect(offersPhrase(['marine-detailing', 'ceramic-coating'])).toBe(
      'boat detailing and ceramic coating',
    )
    expect(offersPhrase(['paint-correction'])).toBe('paint correction')
  })
})
