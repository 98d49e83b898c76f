import { useCallback, useState } from 'react'

/**
 * Spec §5 date rules of the seed form: days ago above 0 clears weeks ago; weeks ago above 0
 * clears days ago and the date; a specific date clears both. (The server applies the same
 * precedence, so a form posted without JavaScript gets the same date.)
 */
export function useSeedDates() {
  const [daysAgo, setDays] = useState('0')
  const [weeksAgo, setWeeks] = useState('0')
  const [date, setDate] = useState('')
  const reset = useCallback(() => {
    setDays('0')
    setWeeks('0')
    setDate('')
  }, [])
  return {
    reset,
    days: {
      name: 'daysAgo',
      value: daysAgo,
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value
        setDays(value)
        if (Number(value) > 0) setWeeks('0')
      },
    },
    weeks: {
      name: 'weeksAgo',
      value: weeksAgo,
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value
        setWeeks(value)
        if (Number(value) > 0) {
          setDays('0')
          setDate('')
        }
      },
    },
    date: {
      name: 'specificDate',
      value: date,
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value
        setDate(value)
        if (value) {
          setDays('0')
          setWeeks('0')
        }
      },
    },
  }
}
