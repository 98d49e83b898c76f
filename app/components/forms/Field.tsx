import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { FieldFrame, type FrameProps, inputClass } from './parts'

// The labelled controls every form is built from. The control's props go through as they are
// (`getInputProps(fields.x, …)` from Conform included); the id ties label, hint and errors.

type WithId<T> = T & { id: string }

export function Field({
  inputProps,
  ...frame
}: FrameProps & { inputProps: WithId<InputHTMLAttributes<HTMLInputElement>> }) {
  return (
    <FieldFrame id={inputProps.id} {...frame}>
      {(aria) => <input {...inputProps} {...aria} className={inputProps.className ?? inputClass} />}
    </FieldFrame>
  )
}

export function TextareaField({
  textareaProps,
  ...frame
}: FrameProps & { textareaProps: WithId<TextareaHTMLAttributes<HTMLTextAreaElement>> }) {
  return (
    <FieldFrame id={textareaProps.id} {...frame}>
      {(aria) => (
        <textarea {...textareaProps} {...aria} className={textareaProps.className ?? inputClass} />
      )}
    </FieldFrame>
  )
}

/** A select; its options are the children. */
export function SelectField({
  selectProps,
  children,
  ...frame
}: FrameProps & {
  selectProps: WithId<SelectHTMLAttributes<HTMLSelectElement>>
  children: ReactNode
}) {
  return (
    <FieldFrame id={selectProps.id} {...frame}>
      {(aria) => (
        <select {...selectProps} {...aria} className={selectProps.className ?? inputClass}>
          {children}
        </select>
      )}
    </FieldFrame>
  )
}
