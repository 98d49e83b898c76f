import { type FormEvent, type ReactNode } from 'react'

interface Props {
  /** Where the choice leads without JavaScript: the booking page with its query and a #section. */
  action: string
  fields: Readonly<Record<string, string>>
  onChoose: () => void
  children: ReactNode
  className?: string
}

/**
 * A choice on the booking page. It is a real GET form, so choosing works as a page load without
 * JavaScript; with JavaScript the submit is handled in the page's state and nothing is loaded.
 */
export function ChoiceForm({ action, fields, onChoose, children, className }: Props) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onChoose()
  }
  return (
    <form method="get" action={action} onSubmit={submit} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  )
}
