// The back office's form fields: a label (with its '(required)' note), the control the caller draws,
// a hint and the field's error, the control tied to them by aria-describedby (the hint, then the
// error) and marked aria-invalid while the error shows. Built on it: a text input or a text area
// field, and the two controls every list screen has (its search box and its filters).
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';

/** What the control of a field carries: spread it on the input, select or textarea. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  /** The control's id; the hint's and the error's are made from it. */
  id: string;
  label: ReactNode;
  /** Said after the label in a quieter type: '(required)'. */
  note?: string;
  hint?: ReactNode;
  /** The hint's classes: small and muted unless told. */
  hintClassName?: string;
  error?: string | null;
  /** Other elements describing the control, read before the hint (a help text above the field). */
  describedBy?: string;
  /** The label's classes: the form's label style unless told ('sr-only' for a label only heard). */
  labelClassName?: string;
  /** The wrapper's classes: label, control and messages stacked unless told ('' for none). */
  className?: string;
  /** Draws the control with the props it must carry. */
  children(control: ControlProps): ReactNode;
  /** Drawn after the messages (a toggle for another kind of code). */
  after?: ReactNode;
}

export function Field({
  id,
  label,
  note,
  hint,
  hintClassName = 'text-sm text-muted',
  error,
  describedBy,
  labelClassName = 'form-label',
  className = 'flex flex-col gap-1',
  children,
  after,
}: FieldProps) {
  const describing = [describedBy, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className || undefined}>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {note && <span className="text-sm font-normal text-muted"> {note}</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describing || undefined })}
      {hint && (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      {after}
    </div>
  );
}

export interface FieldErrorProps {
  id?: string;
  message: string | null | undefined;
  /** Announced as it appears: a message whose field keeps no focus to show it. */
  alert?: boolean;
  className?: string;
}

/** A field's message, under it. */
export function FieldError({ id, message, alert = false, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role={alert ? 'alert' : undefined} className={className ? `field-error ${className}` : 'field-error'}>
      {message}
    </p>
  );
}

/** What a field says around its control: everything of Field but the control itself. */
type FieldFrame = Omit<FieldProps, 'children'>;

const FRAME: readonly string[] = [
  'id',
  'label',
  'note',
  'hint',
  'hintClassName',
  'error',
  'describedBy',
  'labelClassName',
  'className',
  'after',
] satisfies (keyof FieldFrame)[];

/** A field component's props parted: what goes to Field, and what goes to its control. */
function parted<Props extends FieldFrame>(props: Props): [FieldFrame, Omit<Props, keyof FieldFrame>] {
  const frame: Record<string, unknown> = {};
  const control: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) (FRAME.includes(name) ? frame : control)[name] = value;
  return [frame as unknown as FieldFrame, control as Omit<Props, keyof FieldFrame>];
}

type OwnInputProps = 'id' | 'value' | 'onChange' | 'className' | 'children';

export interface InputFieldProps extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, OwnInputProps | keyof FieldFrame> {
  /** Without a value the input keeps what is typed itself (read through `inputRef`). */
  value?: string;
  onChange?(value: string): void;
  inputRef?: Ref<HTMLInputElement>;
  /** The input's classes: the form's control style unless told. */
  inputClassName?: string;
}

/** A field whose control is an input (text, e-mail, date…). */
export function InputField({ value, onChange, inputRef, inputClassName = 'form-control', ...props }: InputFieldProps) {
  const [frame, input] = parted(props);
  return (
    <Field {...frame}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className={inputClassName}
          {...input}
          value={value}
          onChange={onChange && ((event) => onChange(event.target.value))}
        />
      )}
    </Field>
  );
}

export interface TextAreaFieldProps extends FieldFrame, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnInputProps | keyof FieldFrame> {
  value: string;
  onChange(value: string): void;
  /** The text area's classes: the form's control style unless told. */
  inputClassName?: string;
}

/** A field whose control is a text area. */
export function TextAreaField({ value, onChange, inputClassName = 'form-control', ...props }: TextAreaFieldProps) {
  const [frame, textarea] = parted(props);
  return (
    <Field {...frame}>
      {(control) => <textarea {...control} className={inputClassName} {...textarea} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

export interface SearchFieldProps {
  label: string;
  /** The label is only heard: the placeholder and the search landmark say what the box is. */
  hideLabel?: boolean;
  placeholder: string;
  value: string;
  onChange(text: string): void;
  className?: string;
}

/** A list's search box, as long as the server accepts. */
export function SearchField({ label, hideLabel = false, placeholder, value, onChange, className = '' }: SearchFieldProps) {
  const id = useId();
  return (
    <InputField
      id={id}
      label={label}
      labelClassName={hideLabel ? 'sr-only' : 'form-label text-sm'}
      className={className}
      type="search"
      placeholder={placeholder}
      value={value}
      maxLength={FIELD_LIMITS.adminSearch}
      onChange={onChange}
    />
  );
}

export interface FilterFieldProps<Value extends string> {
  label: string;
  value: Value | 'all';
  /** The values the filter offers, in order, 'all' first. */
  options: readonly (Value | 'all')[];
  /** 'All statuses': the words of 'all'. */
  all: string;
  /** Any other value in words. */
  wordsOf(value: Value): string;
  onChange(value: Value | 'all'): void;
}

/** One of a list's filters: a select of the values the server accepts. */
export function FilterField<Value extends string>({ label, value, options, all, wordsOf, onChange }: FilterFieldProps<Value>) {
  const id = useId();
  return (
    <Field id={id} label={label} labelClassName="form-label text-sm" className="">
      {(control) => (
        <select {...control} className="form-control" value={value} onChange={(event) => onChange(event.target.value as Value | 'all')}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option === 'all' ? all : wordsOf(option as Value)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
