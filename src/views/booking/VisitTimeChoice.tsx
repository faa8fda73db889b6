import '../styles/visits.css';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import check from 'primeicons/raw-svg/check.svg?paths';
import calendarClock from 'primeicons/raw-svg/calendar-clock.svg?paths';
import type { VisitTimePicker } from '../../presenters/booking/VisitTimePicker';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';

/**
 * When the technician comes (the `slots` extension): today and the next six days as a strip of
 * radio buttons, then the chosen day's two-hour windows; a full window is shown, not chosen.
 * Native radios give the groups their names and the arrow keys; the inputs are drawn as chips.
 */
export const VisitTimeChoice = observer(function VisitTimeChoice({
  picker,
}: {
  readonly picker: VisitTimePicker;
}) {
  const vm = picker.viewModel;
  const id = useId();
  const note = useRef<HTMLParagraphElement>(null);
  // What the customer must know now (choose first, the time filled) is brought into view.
  useEffect(() => {
    if (vm.note) note.current?.scrollIntoView?.({ block: 'nearest' });
  }, [vm.note]);

  return (
    <section
      className="visit-time"
      aria-labelledby={`${id}-heading`}
      aria-busy={vm.status === 'loading'}
    >
      <h3 id={`${id}-heading`} className="visit-time__heading">
        <Icon icon={calendarClock} size={18} />
        {vm.heading}
      </h3>
      <p className="visit-time__hint">{vm.hint}</p>
      {vm.status === 'loading' && <VisitTimeSkeleton label={vm.loadingLabel} />}
      {vm.status === 'error' && (
        <div className="visit-time__error" role="alert">
          <p>{vm.errorMessage}</p>
          <Button label={vm.retryLabel} outlined size="small" onClick={() => void picker.retry()} />
        </div>
      )}
      {vm.status === 'ready' && (
        <>
          <fieldset className="visit-days">
            <legend className="visually-hidden">{vm.daysLabel}</legend>
            <div className="visit-days__strip">
              {vm.days.map((day) => (
                <RadioChip
                  key={day.key}
                  className="visit-day"
                  name={`${id}-day`}
                  value={day.key}
                  selected={day.selected}
                  disabled={day.disabled}
                  onChoose={() => picker.chooseDay(day.key)}
                >
                  <span className="visit-day__name">{day.name}</span>{' '}
                  <span className="visit-day__date">{day.date}</span>{' '}
                  <span className="visit-day__note">{day.note}</span>
                </RadioChip>
              ))}
            </div>
          </fieldset>
          {vm.nothingFree ? (
            <p className="visit-time__note" role="status">
              {vm.nothingFree}
            </p>
          ) : (
            <fieldset className="visit-windows">
              <legend className="visit-windows__legend">{vm.windowsLabel}</legend>
              <div className="visit-windows__grid">
                {vm.windows.map((slot) => (
                  <RadioChip
                    key={slot.key}
                    className="visit-window"
                    name={`${id}-window`}
                    value={slot.key}
                    selected={slot.selected}
                    disabled={slot.disabled}
                    onChoose={() => picker.choose(slot.key)}
                  >
                    {slot.selected && (
                      <Icon icon={check} size={14} className="visit-window__check" />
                    )}
                    <span className="visit-window__hours">{slot.label}</span>
                    {slot.fullLabel && (
                      <>
                        {' '}
                        <span className="visit-window__tag">{slot.fullLabel}</span>
                      </>
                    )}
                    {slot.currentLabel && (
                      <>
                        {' '}
                        <span className="visit-window__tag visit-window__tag--current">
                          {slot.currentLabel}
                        </span>
                      </>
                    )}
                  </RadioChip>
                ))}
              </div>
            </fieldset>
          )}
        </>
      )}
      {vm.note && (
        <p ref={note} className="visit-time__note visit-time__note--alert" role="alert">
          {vm.note}
        </p>
      )}
      {vm.chosen && (
        <p className="visit-time__chosen" aria-live="polite">
          <span className="visit-time__chosen-heading">{vm.chosen.heading}</span>{' '}
          <strong>{vm.chosen.label}</strong>
        </p>
      )}
    </section>
  );
});

/** A native radio button drawn as a chip: a day of the strip or a window of the day. */
function RadioChip({
  className,
  name,
  value,
  selected,
  disabled,
  onChoose,
  children,
}: {
  readonly className: string;
  readonly name: string;
  readonly value: string;
  readonly selected: boolean;
  readonly disabled: boolean;
  readonly onChoose: () => void;
  readonly children: ReactNode;
}) {
  return (
    <label
      className={`visit-chip ${className}${selected ? ' is-selected' : ''}${disabled ? ' is-disabled' : ''}`}
    >
      <input
        type="radio"
        className="visit-chip__input"
        name={name}
        value={value}
        checked={selected}
        disabled={disabled}
        onChange={onChoose}
      />
      {children}
    </label>
  );
}

/** The strip's shape while the windows load, so nothing jumps when they come. */
function VisitTimeSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="visit-time__skeleton" aria-label={label} role="status">
      <div className="visit-days__strip" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index} className="visit-chip visit-day visit-chip--placeholder" />
        ))}
      </div>
      <div className="visit-windows__grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className="visit-chip visit-window visit-chip--placeholder" />
        ))}
      </div>
    </div>
  );
}
