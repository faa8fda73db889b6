import '../styles/profile.css';
import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Skeleton } from 'primereact/skeleton';
import { useEffect, useId } from 'react';
import { Field, Form } from 'react-final-form';
import type { ProfileFormValues } from '../../core/profile/profileForm';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';
import { ProfilePresenter } from '../../presenters/profile/ProfilePresenter';

type FieldName = keyof ProfileFormValues;

/** The profile page (SPEC §2 "Profile page"): 'Create Account' for a new user, else 'Edit Profile'. */
export const ProfilePage = observer(function ProfilePage() {
  const presenter = usePresenter(ProfilePresenter);
  const vm = presenter.viewModel;
  const id = useId();

  useEffect(() => {
    void presenter.load();
  }, [presenter]);

  if (vm.status === 'loading') {
    return (
      <section className="container section profile" aria-busy="true">
        <h1 className="visually-hidden">{messages.nav.loading}</h1>
        <div className="profile__card" aria-hidden="true">
          <Skeleton width="12rem" height="2rem" />
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} width="100%" height="2.75rem" />
          ))}
        </div>
      </section>
    );
  }

  if (vm.status === 'error') {
    return (
      <section className="container section profile">
        <h1>{messages.nav.myProfile}</h1>
        <div className="inline-error" role="alert">
          <p>{vm.errorMessage}</p>
          <Button
            type="button"
            label={messages.nav.tryAgain}
            outlined
            onClick={() => void presenter.retry()}
          />
        </div>
      </section>
    );
  }

  return (
    <section className="container section profile" aria-labelledby={`${id}-title`}>
      <div className="profile__card">
        <h1 id={`${id}-title`} className="profile__title">
          {vm.title}
        </h1>
        <Form<ProfileFormValues>
          initialValues={vm.initialValues}
          keepDirtyOnReinitialize
          validate={presenter.validate}
          onSubmit={presenter.submit}
          render={({ handleSubmit, hasValidationErrors, submitting }) => (
            <form
              className="profile-form"
              noValidate
              onSubmit={(event) => void handleSubmit(event)}
            >
              <div className="profile-field profile-form__wide">
                <label htmlFor={`${id}-contact`} className="profile-field__label">
                  {messages.profile.contactNumber}
                </label>
                <InputText
                  id={`${id}-contact`}
                  className="profile-field__input profile-field__input--readonly"
                  value={vm.contactNumber}
                  readOnly
                  type="tel"
                  autoComplete="tel"
                  aria-describedby={`${id}-contact-hint`}
                />
                <p id={`${id}-contact-hint`} className="profile-field__hint">
                  {messages.profile.contactNumberHint}
                </p>
              </div>
              <TextField
                name="firstName"
                label={messages.profile.firstName}
                autoComplete="given-name"
              />
              <TextField
                name="lastName"
                label={messages.profile.lastName}
                autoComplete="family-name"
              />
              <TextField
                name="email"
                label={messages.profile.email}
                autoComplete="email"
                type="email"
                wide
              />
              <TextField
                name="address"
                label={messages.profile.address}
                autoComplete="street-address"
                multiline
                wide
              />
              <TextField name="city" label={messages.profile.city} autoComplete="address-level2" />
              <TextField
                name="state"
                label={messages.profile.state}
                autoComplete="address-level1"
              />
              {vm.showPasswords && (
                <>
                  <TextField
                    name="password"
                    label={messages.profile.password}
                    autoComplete="new-password"
                    type="password"
                    hint={messages.profile.passwordHint}
                  />
                  <TextField
                    name="confirmPassword"
                    label={messages.profile.confirmPassword}
                    autoComplete="new-password"
                    type="password"
                  />
                </>
              )}
              <TextField
                name="altContact"
                label={messages.profile.altContact}
                autoComplete="tel-national"
                type="tel"
                inputMode="numeric"
                hint={messages.profile.altContactHint}
                parse={presenter.normaliseAltContact}
              />
              <div className="profile-form__actions profile-form__wide">
                <Button
                  type="submit"
                  label={vm.submitLabel}
                  disabled={hasValidationErrors || submitting || vm.saving}
                  loading={vm.saving}
                />
              </div>
            </form>
          )}
        />
      </div>
    </section>
  );
});

interface TextFieldProps {
  readonly name: FieldName;
  readonly label: string;
  readonly autoComplete: string;
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly inputMode?: 'numeric' | 'text';
  readonly hint?: string;
  readonly multiline?: boolean;
  readonly wide?: boolean;
  readonly parse?: (value: string | undefined) => string;
}

/**
 * One labelled field: its error shows under it once the field has been left, and is tied to the
 * input for screen readers (aria-describedby, aria-invalid).
 */
function TextField({
  name,
  label,
  autoComplete,
  type = 'text',
  inputMode,
  hint,
  multiline = false,
  wide = false,
  parse,
}: TextFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field<string> name={name} {...(parse ? { parse } : {})}>
      {({ input, meta }) => {
        const message: string | undefined =
          meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
        const error = meta.touched ? message : undefined;
        const describedBy = [error ? errorId : '', hint ? hintId : ''].join(' ').trim();
        const shared = {
          id: inputId,
          name: input.name,
          value: input.value ?? '',
          onChange: input.onChange,
          onBlur: input.onBlur,
          onFocus: input.onFocus,
          autoComplete,
          className: `profile-field__input ${error ? 'p-invalid' : ''}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        };
        return (
          <div className={`profile-field ${wide ? 'profile-form__wide' : ''}`}>
            <label htmlFor={inputId} className="profile-field__label">
              {label}
            </label>
            {multiline ? (
              <InputTextarea {...shared} rows={3} autoResize />
            ) : (
              <InputText {...shared} type={type} {...(inputMode ? { inputMode } : {})} />
            )}
            {error && (
              <p id={errorId} className="profile-field__error">
                {error}
              </p>
            )}
            {hint && (
              <p id={hintId} className="profile-field__hint">
                {hint}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
