import { observer } from 'mobx-react-lite';
import '../styles/forms.css';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, type ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { COUNTRY_CODE, MOBILE_LENGTH, mobileInput } from '../../core/auth/mobileNumber';

/**
 * The form-field kit of every form (profile, contact, quote): a label, the control, then the error
 * and the hint under it, tied to the control by id (aria-describedby, aria-invalid). The error
 * shows once the field has been left (or after a submit), never while it is first typed.
 */

/** A field's words: its label and, where it helps, a hint under it. */
export interface FieldCopy {
  readonly label: string;
  readonly hint?: string;
}

/** final-form turns '' into undefined by default; the core's schemas expect text, so keep ''. */
const asTyped = (value: string | undefined) => value ?? '';

interface FieldIds {
  readonly input: string;
  readonly error: string;
  readonly hint: string;
}

function useFieldIds(): FieldIds {
  const id = useId();
  return { input: `${id}-input`, error: `${id}-error`, hint: `${id}-hint` };
}

/** The field's error once the customer has left it: a rule's, or the server's after a submit. */
function visibleError(meta: FieldMetaState<string>): string | undefined {
  const message: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return meta.touched && typeof message === 'string' ? message : undefined;
}

function described(ids: FieldIds, copy: FieldCopy, error: string | undefined) {
  const refs = [error ? ids.error : '', copy.hint ? ids.hint : ''].filter(Boolean).join(' ');
  return {
    'aria-describedby': refs || undefined,
    'aria-invalid': error ? (true as const) : undefined,
  };
}

interface FrameProps {
  readonly ids: FieldIds;
  readonly copy: FieldCopy;
  readonly error: string | undefined;
  /** Spans both columns of a two-column form. */
  readonly wide?: boolean;
  readonly children: ReactNode;
}

const FieldFrame = observer(function FieldFrame({
  ids,
  copy,
  error,
  wide = false,
  children,
}: FrameProps) {
  return (
    <div className={`form-field ${wide ? 'form-field--wide' : ''} ${error ? 'is-invalid' : ''}`}>
      <label htmlFor={ids.input} className="form-field__label">
        {copy.label}
      </label>
      {children}
      {error && (
        <p id={ids.error} className="form-field__error">
          {error}
        </p>
      )}
      {copy.hint && (
        <p id={ids.hint} className="form-field__hint">
          {copy.hint}
        </p>
      )}
    </div>
  );
});

interface TextFieldProps {
  readonly name: string;
  readonly copy: FieldCopy;
  readonly autoComplete: string;
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly inputMode?: 'numeric' | 'text';
  /** Several lines of free text: this many at first. */
  readonly rows?: number;
  readonly wide?: boolean;
  /** Suggestions offered while typing (a `<datalist>`); any other text is allowed too. */
  readonly suggestions?: readonly string[];
  /** What is kept of the typed text (e.g. only digits). */
  readonly parse?: (value: string | undefined) => string;
}

/** A text input, one line or several. */
export const TextField = observer(function TextField({
  name,
  copy,
  autoComplete,
  type = 'text',
  inputMode,
  rows,
  wide = false,
  suggestions,
  parse = asTyped,
}: TextFieldProps) {
  const ids = useFieldIds();
  const listId = suggestions ? `${ids.input}-list` : undefined;
  return (
    <Field<string>
      name={name}
      parse={parse}
      render={({ input, meta }) => {
        const error = visibleError(meta);
        const shared = {
          ...input,
          value: input.value ?? '',
          ...described(ids, copy, error),
          id: ids.input,
          autoComplete,
          invalid: Boolean(error),
        };
        return (
          <FieldFrame ids={ids} copy={copy} error={error} wide={wide}>
            {rows ? (
              <InputTextarea
                {...shared}
                rows={rows}
                className="form-field__control form-field__textarea"
              />
            ) : (
              <InputText
                {...shared}
                type={type}
                {...(inputMode ? { inputMode } : {})}
                list={listId}
                className="form-field__control"
              />
            )}
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
});

/** A ten-digit Indian mobile number after a fixed +91; pasted "+91 98765-43210" keeps its digits. */
export const PhoneField = observer(function PhoneField({
  name,
  copy,
}: {
  readonly name: string;
  readonly copy: FieldCopy;
}) {
  const ids = useFieldIds();
  return (
    <Field<string>
      name={name}
      parse={(value) => mobileInput(value ?? '')}
      render={({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldFrame ids={ids} copy={copy} error={error}>
            <div className="phone-input">
              <span className="phone-input__prefix" aria-hidden="true">
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
                className="form-field__control phone-input__control"
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
});

interface SelectFieldProps {
  readonly name: string;
  readonly copy: FieldCopy;
  readonly placeholder: string;
  readonly options: readonly string[];
}

/** A native select (a phone shows its own picker), drawn like PrimeReact's inputs. */
export const SelectField = observer(function SelectField({
  name,
  copy,
  placeholder,
  options,
}: SelectFieldProps) {
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
              className={`p-inputtext p-component form-field__control form-field__select ${error ? 'p-invalid' : ''}`}
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
});

/** A value the customer sees but cannot change here (the number they log in with). */
export const ReadOnlyField = observer(function ReadOnlyField({
  copy,
  value,
  type = 'text',
  autoComplete,
  wide = false,
}: {
  readonly copy: FieldCopy;
  readonly value: string;
  readonly type?: 'text' | 'tel';
  readonly autoComplete: string;
  readonly wide?: boolean;
}) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} copy={copy} error={undefined} wide={wide}>
      <InputText
        id={ids.input}
        className="form-field__control form-field__control--readonly"
        value={value}
        readOnly
        type={type}
        autoComplete={autoComplete}
        {...described(ids, copy, undefined)}
      />
    </FieldFrame>
  );
});
