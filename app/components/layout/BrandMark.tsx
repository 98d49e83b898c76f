import { logoAt } from '~/lib/brand/logo-size'

/** The business's logo, or its initial on a brand-coloured tile (same size, no layout shift). */
export function BrandMark({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  if (logoUrl) {
    return (
      <img
        src={logoAt(logoUrl, 'header')}
        alt=""
        width={36}
        height={36}
        className="h-9 w-9 rounded-md object-contain"
      />
    )
  }
  return (
    <span
      aria-hidden
      className="grid h-9 w-9 place-items-center rounded-md bg-brand-600 text-lg font-bold text-white"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}
