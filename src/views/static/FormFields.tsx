import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, type ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { COUNTRY_CODE, MOBILE_LENGTH, mobileInput } from '../../core/auth/mobileNumber';
import type { FieldCopy } from './siteCopy';

/** final-form turns '' into undefined by default; the core's schemas expect text, so keep ''. */
const asTyped = (value: string | undefined) => value ?? '';

interface FieldIds {
  readonly input: string;
  readonly error: string;
  readonly hint: string;
}

interface Described {
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

/** The error once the visitor has left the field (or tried to send), never while first typing. */
function visibleError(meta: FieldMetaState<string>): string | undefined {
  return meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
}

function described(ids: FieldIds, copy: FieldCopy, error: string | undefined): Described {
  const refs = [error ? ids.error : '', copy.hint ? ids.hint : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': refs || undefined, 'aria-invalid': error ? true : undefined };
}

function useFieldIds(): FieldIds {
  const id = useId();
  return { input: `${id}-input`, error: `${id}-error`, hint: `${id}-hint` };
}

interface FrameProps {
  readonly ids: FieldIds;
  readonly copy: FieldCopy;
  readonly error: string | undefined;
  readonly children: ReactNode;
}

/** Label, control, then the error and the hint under it, tied to the control by id. */
function FieldFrame({ ids, copy, error, children }: FrameProps) {
  return (
    <div className={`static-field ${error ? 'is-invalid' : ''}`}>
      <label htmlFor={ids.input} className="static-field__label">
        {copy.label}
      </label>
      {children}
      {error && (
        <p id={ids.error} className="static-field__error" role="alert">
          {error}
        </p>
      )}
      {copy.hint && (
        <p id={ids.hint} className="static-field__hint">
          {copy.hint}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  readonly name: string;
  readonly copy: FieldCopy;
  readonly autoComplete: string;
  readonly type?: 'text' | 'email';
  /** Suggestions offered while typing (a `<datalist>`); any other text is allowed too. */
  readonly suggestions?: readonly string[];
}

/** A one-line text input. */
export function TextField({
  name,
  copy,
  autoComplete,
  type = 'text',
  suggestions,
}: TextFieldProps) {
  const ids = useFieldIds();
  const listId = suggestions ? `${ids.input}-list` : undefined;
  return (
    <Field<string>
      name={name}
      parse={asTyped}
      render={({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldFrame ids={ids} copy={copy} error={error}>
            <InputText
              {...input}
              {...described(ids, copy, error)}
              id={ids.input}
              type={type}
              autoComplete={autoComplete}
              list={listId}
              invalid={Boolean(error)}
              className="static-field__control"
            />
            {suggestions && (
              <datalist id={listId}>
                {suggestions.map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
              </datalist>
            )}
          </FieldFrame>
        );
      }}
    />
  );
}

/** A ten-digit Indian mobile number after a fixed +91; pasted "+91 98765-43210" keeps its digits. */
export function PhoneField({ name, copy }: { readonly name: string; readonly copy: FieldCopy }) {
  const ids = useFieldIds();
  return (
    <Field<string>
      name={name}
      parse={(value) => mobileInput(value ?? '')}
      render={({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldFrame ids={ids} copy={copy} error={error}>
            <div className="static-phone">
              <span className="static-phone__prefix" aria-hidden="true">
                {COUNTRY_CODE}
              </span>
              <InputText
                {...input}
                {...described(ids, copy, error)}
                id={ids.input}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={MOBILE_LENGTH}
                invalid={Boolean(error)}
                className="static-field__control static-phone__input"
                onPaste={(event) => {
                  // maxLength would cut "+91 98765-43210" before parse could keep its last ten digits.
                  event.preventDefault();
                  input.onChange(event.clipboardData.getData('text'));
                }}
              />
            </div>
          </FieldFrame>
        );
      }}
    />
  );
}

/** Several lines of free text. */
export function TextAreaField({ name, copy }: { readonly name: string; readonly copy: FieldCopy }) {
  const ids = useFieldIds();
  return (
    <Field<string>
      name={name}
      parse={asTyped}
      render={({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldFrame ids={ids} copy={copy} error={error}>
            <InputTextarea
              {...input}
              {...described(ids, copy, error)}
              id={ids.input}
              rows={5}
              autoComplete="off"
              invalid={Boolean(error)}
              className="static-field__control static-field__textarea"
            />
          </FieldFrame>
        );
      }}
    />
  );
}

interface SelectFieldProps {
  readonly name: string;
  readonly copy: FieldCopy;
  readonly placeholder: string;
  readonly options: readonly string[];
}

/** A native select (a phone shows its own picker), drawn like PrimeReact's inputs. */
export function SelectField({ name, copy, placeholder, options }: SelectFieldProps) {
  const ids = useFieldIds();
  return (
    <Field<string>
      name={name}
      parse={asTyped}
      render={({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldFrame ids={ids} copy={copy} error={error}>
            <select
              {...input}
              {...described(ids, copy, error)}
              id={ids.input}
              className={`p-inputtext p-component static-field__control static-select ${error ? 'p-invalid' : ''}`}
            >
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </FieldFrame>
        );
      }}
    />
  );
}
