import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { type ControlAria, type FieldMeta, FieldFrame, type FrameProps, inputClass } from './parts'

// The labelled controls every form is built from. The control's props go through as they are
// (`getInputProps(fields.x, …)` from Conform included); the id ties label, hint and errors.

type WithId<T> = T & { id: string }
type InputAttrs = InputHTMLAttributes<HTMLInputElement>
type AreaAttrs = TextareaHTMLAttributes<HTMLTextAreaElement>

/** Either Conform-style `meta` (id, name, errors) or the control's props carry the id. */
type Bound<K extends string, P> =
  | ({ meta: FieldMeta } & { [key in K]?: P & { id?: string } })
  | ({ meta?: undefined } & { [key in K]: WithId<P> })

type ControlBase = { id?: string; name?: string; className?: string }

/** The frame around one control, whose id and name come from its props or else from `meta`. */
function BoundFrame<P extends ControlBase>({
  meta,
  props,
  errors,
  render,
  ...frame
}: FrameProps & {
  meta?: FieldMeta
  props: P | undefined
  /** Renders the control: its own props, then these (which tie it to the frame). */
  render: (bound: ControlAria & { id: string; name?: string; className: string }) => ReactNode
}) {
  const id = props?.id ?? meta?.id ?? ''
  return (
    <FieldFrame id={id} errors={errors ?? meta?.errors} {...frame}>
      {(aria) =>
        render({
          id,
          name: props?.name ?? meta?.name,
          ...aria,
          className: props?.className ?? inputClass,
        })
      }
    </FieldFrame>
  )
}

type FieldProps<K extends string, P> = FrameProps & Bound<K, P>

export function Field({ inputProps, ...rest }: FieldProps<'inputProps', InputAttrs>) {
  return (
    <BoundFrame {...rest} props={inputProps} render={(c) => <input {...inputProps} {...c} />} />
  )
}

export function TextareaField({ textareaProps, ...rest }: FieldProps<'textareaProps', AreaAttrs>) {
  return (
    <BoundFrame
      {...rest}
      props={textareaProps}
      render={(c) => <textarea {...textareaProps} {...c} />}
    />
  )
}

export type Option = string | number | { value: string | number; label: string }

/**
 * A select over `options` (a value that is its own label, or a value with its label), after an
 * empty `placeholder` option when one is given; `children` add any other options.
 */
export function SelectField({
  selectProps,
  options = [],
  placeholder,
  children,
  ...rest
}: FieldProps<'selectProps', SelectHTMLAttributes<HTMLSelectElement>> & {
  options?: readonly Option[]
  placeholder?: string
  children?: ReactNode
}) {
  return (
    <BoundFrame
      {...rest}
      props={selectProps}
      render={(control) => (
        <select {...selectProps} {...control}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label } =
              typeof option === 'object' ? option : { value: option, label: String(option) }
            return (
              <option key={value} value={value}>
                {label}
              </option>
            )
          })}
          {children}
        </select>
      )}
    />
  )
}
