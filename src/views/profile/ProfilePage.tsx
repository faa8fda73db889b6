import { profileMessages } from '../../core/profile/profileMessages';
import '../styles/profile.css';
import { observer } from 'mobx-react-lite';
import { Skeleton } from '../shared/Skeleton';
import { useEffect, useId } from 'react';
import { Form } from 'react-final-form';
import type { ProfileFormValues } from '../../core/profile/profileForm';
import { messages } from '../../core/shared/messages';
import { accountMenuCopy } from '../shell/accountMenuCopy';
import { usePresenter } from '../ContainerContext';
import { useValidateInLanguage } from '../shared/useValidateInLanguage';
import { ReadOnlyField, TextField } from '../shared/FormFields';
import { ProfilePresenter } from '../../presenters/profile/ProfilePresenter';
import { Button } from '../shared/Button';
import { AccountAgreement } from './AccountAgreement';

/** A field of the profile form, by name (checked against the form's values). */
const field = (name: keyof ProfileFormValues) => name;

/** The profile page (SPEC §2 "Profile page"): 'Create Account' for a new user, else 'Edit Profile'. */
export const ProfilePage = observer(function ProfilePage() {
  const presenter = usePresenter(ProfilePresenter);
  const vm = presenter.viewModel;
  const validate = useValidateInLanguage(presenter.validate);
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
        <h1>{accountMenuCopy.myProfile}</h1>
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
        {vm.intro && <p className="profile__intro">{vm.intro}</p>}
        <Form<ProfileFormValues>
          initialValues={vm.initialValues}
          keepDirtyOnReinitialize
          validate={validate}
          onSubmit={presenter.submit}
          render={({ handleSubmit, hasValidationErrors, submitting, values }) => (
            <form
              className="profile-form"
              noValidate
              onSubmit={(event) => void handleSubmit(event)}
            >
              <ReadOnlyField
                copy={{
                  label: profileMessages.contactNumber,
                  hint: profileMessages.contactNumberHint,
                }}
                value={vm.contactNumber}
                type="tel"
                autoComplete="tel"
                wide
              />
              <TextField
                name={field('firstName')}
                copy={{ label: profileMessages.firstName }}
                autoComplete="given-name"
              />
              <TextField
                name={field('lastName')}
                copy={{ label: profileMessages.lastName }}
                autoComplete="family-name"
              />
              <TextField
                name={field('email')}
                copy={{ label: profileMessages.email }}
                autoComplete="email"
                type="email"
                wide
              />
              <fieldset className="profile-form__address profile-form__wide">
                <legend className="profile-form__legend">{profileMessages.address}</legend>
                {vm.addressNote && (
                  <p className="profile-form__note profile-form__wide">{vm.addressNote}</p>
                )}
                <TextField
                  name={field('house')}
                  copy={{ label: profileMessages.house, hint: profileMessages.houseHint }}
                  autoComplete="address-line1"
                  wide
                />
                <TextField
                  name={field('street')}
                  copy={{ label: profileMessages.street, hint: profileMessages.streetHint }}
                  autoComplete="address-line2"
                  wide
                />
                <TextField
                  name={field('landmark')}
                  copy={{ label: profileMessages.landmark, hint: profileMessages.landmarkHint }}
                  autoComplete="address-line3"
                />
                <TextField
                  name={field('pincode')}
                  copy={{ label: profileMessages.pincode, hint: profileMessages.pincodeHint }}
                  autoComplete="postal-code"
                  inputMode="numeric"
                  parse={presenter.normalisePincode}
                />
                <TextField
                  name={field('city')}
                  copy={{ label: profileMessages.city }}
                  autoComplete="address-level2"
                />
                <TextField
                  name={field('state')}
                  copy={{ label: profileMessages.state }}
                  autoComplete="address-level1"
                />
              </fieldset>
              {vm.showPasswords && (
                <>
                  <TextField
                    name={field('password')}
                    copy={{
                      label: profileMessages.password,
                      hint: profileMessages.passwordHint,
                    }}
                    autoComplete="new-password"
                    type="password"
                  />
                  <TextField
                    name={field('confirmPassword')}
                    copy={{ label: profileMessages.confirmPassword }}
                    autoComplete="new-password"
                    type="password"
                  />
                </>
              )}
              <TextField
                name={field('altContact')}
                copy={{ label: profileMessages.altContact, hint: profileMessages.altContactHint }}
                autoComplete="tel-national"
                type="tel"
                inputMode="numeric"
                parse={presenter.normaliseAltContact}
              />
              <div className="profile-form__actions profile-form__wide">
                {vm.mode === 'create' && <AccountAgreement />}
                {/* Polite: said once the list changes, not over what she is typing. */}
                <p id={`${id}-needed`} className="profile-form__needed" aria-live="polite">
                  {presenter.stillNeeded(values)}
                </p>
                <div className="profile-form__buttons">
                  {vm.backToBooking && (
                    <Button
                      type="button"
                      label={vm.backToBooking}
                      outlined
                      onClick={presenter.returnToBooking}
                    />
                  )}
                  <Button
                    type="submit"
                    label={vm.submitLabel}
                    disabled={hasValidationErrors || submitting || vm.saving}
                    aria-describedby={hasValidationErrors ? `${id}-needed` : undefined}
                    loading={vm.saving}
                  />
                </div>
              </div>
            </form>
          )}
        />
      </div>
    </section>
  );
});
