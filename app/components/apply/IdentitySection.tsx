import { PhoneField } from '~/components/forms'
import { useAutoFocus } from './first-error'
import { Section } from './Section'
import { type SectionProps } from './sections.types'
import { TextField } from './TextField'

export function IdentitySection(form: SectionProps) {
  const { values, set, errors } = form
  const autoFocus = useAutoFocus('phone')
  return (
    <Section step={1} title="Identity & Contact" intro="Who you are and how we reach you.">
      <TextField
        form={form}
        name="legal_name"
        label="Legal Business Name"
        autoComplete="organization"
        maxLength={100}
        required
        className="sm:col-span-2"
      />
      <TextField
        form={form}
        name="primary_contact"
        label="Primary Contact"
        hint="The owner or manager we should speak to."
        autoComplete="name"
        maxLength={100}
        required
      />
      <PhoneField
        value={values.phone}
        errors={errors.phone}
        onValue={(v) => set('phone', v)}
        requiredMark
        inputProps={{ id: 'phone', name: 'phone', required: true, autoFocus }}
      />
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        className="sm:col-span-2"
      />
    </Section>
  )
}
