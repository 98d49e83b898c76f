export { CheckboxField, CheckboxGroupField } from './CheckboxField'
export { Field, type Option, SelectField, TextareaField } from './Field'
export {
  controlAria,
  ErrorList,
  type Errors,
  errorList,
  FieldFrame,
  type FieldMeta,
  fieldsFrom,
  inputClass,
  labelClass,
  RequiredMark,
} from './parts'
export { PhoneField } from './PhoneField'
export { RadioGroupField, type RadioOption } from './RadioGroupField'
export { centsToInput, PriceField } from './PriceField'
export { FormError, primarySubmitClass, SubmitButton } from './FormActions'
export { STATE_CODES, STATE_NAMES } from './options'
