import { PhoneField } from './PhoneField'
import { Section } from './Section'
import { type SectionProps } from './sections.types'
import { TextField } from './TextField'

export function IdentitySection({ values, set, errors }: SectionProps) {
  return (
    <Section step={1} title="Identity & Contact" intro="Who you are and how we reach you.">
      <TextField
        name="legal_name"
        label="Legal Business Name"
        value={values.legal_name}
        error={errors.legal_name}
        onValue={(v) => set('legal_name', v)}
        autoComplete="organization"
        maxLength={100}
        required
        className="sm:col-span-2"
      />
      <TextField
        name="primary_contact"
        label="Primary Contact"
        hint="The owner or manager we should speak to."
        value={values.primary_contact}
        error={errors.primary_contact}
        onValue={(v) => set('primary_contact', v)}
        autoComplete="name"
        maxLength={100}
        required
      />
      <PhoneField value={values.phone} error={errors.phone} onValue={(v) => set('phone', v)} />
      <TextField
        name="email"
        label="Email"
        type="email"
        value={values.email}
        error={errors.email}
        onValue={(v) => set('email', v)}
        autoComplete="email"
        maxLength={254}
        required
        className="sm:col-span-2"
      />
    </Section>
  )
}
