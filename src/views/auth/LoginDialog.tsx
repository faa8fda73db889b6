import '../styles/dialogs.css';
import { observer } from 'mobx-react-lite';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useRef } from 'react';
import { COUNTRY_CODE, MOBILE_LENGTH } from '../../core/auth/mobileNumber';
import { messages } from '../../core/shared/messages';
import { LoginPresenter } from '../../presenters/auth/LoginPresenter';
import { usePresenter } from '../ContainerContext';
import { useBackToClose } from '../shared/useBackToClose';
import { Button } from '../shared/Button';
import { loginMessages } from '../../core/auth/loginMessages';

/** SPEC §2, §4 login modal: mobile number, then the six-digit code. */
export const LoginDialog = observer(function LoginDialog() {
  // One presenter for the whole dialog: both steps must read and drive the same login.
  const presenter = usePresenter(LoginPresenter);
  const vm = presenter.viewModel;
  useEffect(() => () => presenter.dispose(), [presenter]);
  useBackToClose(vm.isOpen, () => presenter.close());

  return (
    <Dialog
      visible={vm.isOpen}
      onHide={() => presenter.close()}
      header={vm.title}
      modal
      dismissableMask
      draggable={false}
      resizable={false}
      className="app-dialog login-dialog"
      maskClassName="app-dialog-mask"
      style={{ width: '440px', maxWidth: 'calc(100vw - 24px)' }}
      ariaCloseIconLabel={messages.services.closeDialog}
    >
      {vm.step === 'phone' ? (
        <PhoneStep presenter={presenter} />
      ) : (
        <CodeStep presenter={presenter} />
      )}
    </Dialog>
  );
});

interface StepProps {
  readonly presenter: LoginPresenter;
}

const PhoneStep = observer(function PhoneStep({ presenter }: StepProps) {
  const vm = presenter.viewModel;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = vm.error ?? vm.mobileError;
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void presenter.sendCode();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-phone`} className="field-label">
          {loginMessages.phoneLabel}
        </label>
        <div className={`phone-field ${error ? 'is-invalid' : ''}`}>
          <span className="phone-field__prefix" aria-hidden="true">
            {COUNTRY_CODE}
          </span>
          <InputText
            id={`${id}-phone`}
            className="phone-field__input"
            value={vm.mobile}
            onChange={(event) => presenter.setMobile(event.target.value)}
            onPaste={(event) => {
              // The field holds ten characters: read the whole clipboard before the browser cuts it.
              event.preventDefault();
              presenter.setMobile(event.clipboardData.getData('text'));
            }}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_LENGTH}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            aria-invalid={error ? true : undefined}
            // The dialog opens because the visitor asked to log in: the number is what comes next.
            // PrimeReact's focus trap looks for this attribute when the dialog opens.
            data-pc-autofocus="true"
          />
        </div>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        <p id={hintId} className="field-hint">
          {loginMessages.phoneHint}
        </p>
      </div>
      <Button
        type="submit"
        label={loginMessages.continue}
        disabled={!vm.canContinue}
        loading={vm.working}
        className="w-full"
      />
    </form>
  );
});

const CodeStep = observer(function CodeStep({ presenter }: StepProps) {
  const vm = presenter.viewModel;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const id = useId();
  const errorId = `${id}-error`;
  const sentId = `${id}-sent`;
  const { box, seq } = vm.focus;

  useEffect(() => {
    const input = boxes.current[box];
    input?.focus();
    input?.select();
  }, [box, seq]);

  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void presenter.verify();
      }}
    >
      {vm.sentMessage && (
        <p id={sentId} className="login-form__sent">
          {vm.sentMessage}
        </p>
      )}
      {vm.demoHint && <p className="login-form__demo">{vm.demoHint}</p>}
      <fieldset
        className="otp-boxes"
        aria-describedby={
          [vm.error ? errorId : '', vm.sentMessage ? sentId : ''].join(' ').trim() || undefined
        }
      >
        <legend className="field-label">{loginMessages.codeGroupLabel}</legend>
        {vm.digits.map((digit, index) => (
          <input
            // The boxes never move, so their position is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={`otp-box p-inputtext ${vm.error ? 'p-invalid' : ''}`}
            value={digit}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={loginMessages.codeLabel(index + 1)}
            aria-invalid={vm.error ? true : undefined}
            aria-describedby={vm.error ? errorId : undefined}
            onChange={(event) => presenter.typeDigit(index, event.target.value)}
            // React calls onChange only when the value changed: a digit typed over the same
            // selected digit (retyping a refused code) must still move on to the next box.
            onInput={(event) => {
              if (event.currentTarget.value === digit) presenter.typeDigit(index, digit);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace') presenter.backspace(index);
            }}
            onPaste={(event) => {
              event.preventDefault();
              presenter.paste(event.clipboardData.getData('text'));
            }}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </fieldset>
      {vm.error && (
        <p id={errorId} className="field-error" role="alert">
          {vm.error}
        </p>
      )}
      <div className="login-form__resend">
        {vm.countdown ? (
          <span className="login-form__countdown">{vm.countdown}</span>
        ) : (
          <Button
            type="button"
            label={loginMessages.resend}
            link
            className="login-form__link"
            disabled={!vm.canResend}
            onClick={() => void presenter.resend()}
          />
        )}
        <Button
          type="button"
          label={loginMessages.changeNumber}
          link
          className="login-form__link"
          onClick={() => presenter.changeNumber()}
        />
      </div>
      {vm.validateCountdown && (
        <p className="login-form__wait" role="status">
          {vm.validateCountdown}
        </p>
      )}
      <Button
        type="submit"
        label={loginMessages.validate}
        disabled={!vm.canValidate}
        loading={vm.working}
        className="w-full"
      />
    </form>
  );
});
