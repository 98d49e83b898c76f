import { Form, Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'

interface Props {
  name: string
  home: string
  settings: string
}

/** Account / Settings / Logout. A <details> element, so it opens without JavaScript too. */
export function UserMenu({ name, home, settings }: Props) {
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const menu = ref.current
      if (menu?.open && event.target instanceof Node && !menu.contains(event.target))
        menu.open = false
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])
  const close = () => ref.current?.removeAttribute('open')
  const item = 'block w-full px-4 py-2 text-left text-sm hover:bg-slate-100'
  return (
    <details ref={ref} className="relative">
      <summary className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium">
        {name}
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-44 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg">
        <Link to={home} className={item} onClick={close}>
          Account
        </Link>
        <Link to={settings} className={item} onClick={close}>
          Settings
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className={item}>
            Logout
          </button>
        </Form>
      </div>
    </details>
  )
}
