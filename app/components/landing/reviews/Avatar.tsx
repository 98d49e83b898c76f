/** The reviewer's photo, or the first letter of their name on a coloured disc. */
export function Avatar({
  name,
  url,
  size = 44,
}: {
  name: string
  url: string | null
  size?: number
}) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    )
  }
  return (
    <span
      aria-hidden
      className="grid shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-900"
      style={{ width: size, height: size }}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
