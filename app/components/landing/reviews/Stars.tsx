/** Five stars with the rating as their accessible name ('Rated 4 out of 5'). */
export function Stars({ rating, className = 'text-base' }: { rating: number; className?: string }) {
  const rounded = Math.round(rating)
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={`tracking-tight ${className}`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden className={n <= rounded ? 'text-amber-500' : 'text-slate-300'}>
          ★
        </span>
      ))}
    </span>
  )
}
