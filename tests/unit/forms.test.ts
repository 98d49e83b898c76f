import { useForm } from '@conform-to/react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  Field,
  FieldFrame,
  fieldsFrom,
  PriceField,
  RadioGroupField,
  SelectField,
} from '~/components/forms'

// The form vocabulary's wiring, rendered to markup as the server sends it.

describe('form vocabulary', () => {
  it('ties a refused field to its error: aria-invalid, aria-describedby and the message', () => {
    const field = fieldsFrom({ email: 'Please enter a valid email address' }, 'invite')
    const html = renderToStaticMarkup(
      createElement(Field, { label: 'Email', hint: 'We write here.', meta: field('email') }),
    )
    expect(html).toContain('<label for="invite-email"')
    expect(html).toMatch(/<input[^>]*id="invite-email"[^>]*name="email"/)
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="invite-email-hint invite-email-error"')
    expect(html).toContain('<p id="invite-email-error" class="mt-1 text-sm text-red-700">')
    expect(html).toContain('Please enter a valid email address')
  })

  it('leaves a valid field unmarked and describes it by its hint alone', () => {
    const html = renderToStaticMarkup(
      createElement(Field, {
        label: 'Name',
        hint: 'As on your licence.',
        meta: fieldsFrom({}, 'f')('name'),
      }),
    )
    expect(html).not.toContain('aria-invalid')
    expect(html).toContain('aria-describedby="f-name-hint"')
    expect(html).not.toContain('f-name-error')
  })

  it("takes Conform's field metadata as it is: ids, names and every error", () => {
    function ConformForm() {
      const [, fields] = useForm<{ name: string }>({
        id: 'thing',
        lastResult: { status: 'error', error: { name: ['Name is required', 'Too short'] } },
      })
      return createElement(Field, { label: 'Name', meta: fields.name })
    }
    const html = renderToStaticMarkup(createElement(ConformForm))
    expect(html).toMatch(/<input[^>]*id="thing-name"[^>]*name="name"/)
    expect(html).toContain('<ul id="thing-name-error"')
    expect(html).toContain('<li>Name is required</li><li>Too short</li>')
  })

  it('offers a placeholder and each option with its label, values posting as given', () => {
    const html = renderToStaticMarkup(
      createElement(SelectField, {
        label: 'Role',
        selectProps: { id: 'role', name: 'role', defaultValue: 'admin' },
        placeholder: 'Choose…',
        options: [{ value: 'admin', label: 'Admin' }, 'customer', 5],
      }),
    )
    expect(html).toContain('<option value="">Choose…</option>')
    expect(html).toContain('<option value="admin" selected="">Admin</option>')
    expect(html).toContain('<option value="customer">customer</option>')
    expect(html).toContain('<option value="5">5</option>')
  })

  it('shows a price from stored cents in dollars, or the dollars as typed', () => {
    const fromCents = renderToStaticMarkup(
      createElement(PriceField, { label: 'Price', cents: 15050, inputProps: { id: 'p' } }),
    )
    expect(fromCents).toContain('inputMode="decimal"')
    expect(fromCents).toContain('value="150.5"')
    const typed = createElement(PriceField, {
      label: 'Price',
      dollars: '99.00',
      controlled: true,
      inputProps: { id: 'p', onChange: () => undefined },
    })
    expect(renderToStaticMarkup(typed)).toContain('value="99.00"')
  })

  it('reads out the errors of a field that saves itself, and only of such a field', () => {
    const frame = (alertErrors: boolean) =>
      renderToStaticMarkup(
        // The frame hides a submit's errors once its field is edited (issue 40), so it renders as
        // a component; its child is a render function, typed as a prop.
        // eslint-disable-next-line react/no-children-prop
        createElement(FieldFrame, {
          id: 'profile-email',
          label: 'Email',
          errors: 'Please enter a valid email address',
          alertErrors,
          children: (aria) => createElement('input', { id: 'profile-email', ...aria }),
        }),
      )
    expect(frame(true)).toContain('<p id="profile-email-error" role="alert"')
    expect(frame(false)).not.toContain('role="alert"')
    expect(frame(true)).toContain('aria-invalid="true"')
  })

  it('groups radios under one legend, ties the group to its error and keeps a disabled choice unpickable', () => {
    const html = renderToStaticMarkup(
      createElement(RadioGroupField, {
        name: 'time_window',
        legend: 'Time window',
        required: true,
        errors: 'Please choose a time window',
        defaultValue: 'afternoon',
        options: [
          { value: 'morning', label: 'Morning', disabled: true },
          { value: 'afternoon', label: 'Afternoon' },
        ],
      }),
    )
    expect(html).toMatch(/<fieldset aria-describedby="time_window-error"><legend[^>]*>Time window/)
    const radio = (value: string) =>
      html.match(new RegExp(`<input[^>]*value="${value}"[^>]*>`))?.[0]
    expect(radio('morning')).toMatch(/ disabled=""/)
    expect(radio('morning')).toMatch(/ aria-invalid="true"/)
    expect(radio('afternoon')).toMatch(/ checked=""/)
    expect(radio('afternoon')).not.toMatch(/aria-invalid/)
    expect(html).toContain('<p id="time_window-error" class="mt-1 text-sm text-red-700">')
  })
})
