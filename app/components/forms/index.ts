export { CheckboxField, CheckboxGroupField } from './CheckboxField'
export { Field, SelectField, TextareaField } from './Field'
export {
  controlAria,
  ErrorList,
  type Errors,
  errorList,
  FieldFrame,
  inputClass,
  labelClass,
  RequiredMark,
} from './parts'
export { PhoneField } from './PhoneField'
export { StateOptions } from './StateOptions'
export { centsToInput, PriceField } from './PriceField'
export { FormError, primarySubmitClass, SubmitButton } from './FormActions'
