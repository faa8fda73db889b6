import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import languageIcon from 'primeicons/raw-svg/language.svg?paths';
import { isLanguage } from '../../core/shared/language';
import { LanguagePresenter } from '../../presenters/shell/LanguagePresenter';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';

/**
 * The language switch: a native select (the phone's own picker), named "Language" in the language
 * spoken, each language written in its own script. In the bar its name is read, not shown; in the
 * phone menu it is shown. On a phone the bar's switch is its mark and the language spoken in two
 * letters ("తె"), the select laid over them, so she finds it without opening the menu.
 */
export const LanguageSwitch = observer(function LanguageSwitch({
  place,
}: {
  readonly place: 'bar' | 'menu';
}) {
  const presenter = usePresenter(LanguagePresenter);
  const vm = presenter.viewModel;
  const id = useId();
  return (
    <div className={`language-switch language-switch--${place}`}>
      <label htmlFor={id} className="language-switch__label">
        <Icon icon={languageIcon} size={20} />
        <span className={place === 'bar' ? 'visually-hidden' : undefined}>{vm.label}</span>
        {place === 'bar' && (
          // On a phone the select is drawn as its mark and this, and taps through to the select.
          <span className="language-switch__short" aria-hidden="true">
            {vm.short}
          </span>
        )}
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={vm.value}
        aria-busy={vm.switching}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) void presenter.choose(chosen);
        }}
      >
        {vm.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
});
