import '../styles/visits.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
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
                <label
                  key={day.key}
                  className={`visit-chip visit-day${day.selected ? ' is-selected' : ''}${day.disabled ? ' is-disabled' : ''}`}
                >
                  <input
                    type="radio"
                    className="visit-chip__input"
                    name={`${id}-day`}
                    value={day.key}
                    checked={day.selected}
                    disabled={day.disabled}
                    onChange={() => picker.chooseDay(day.key)}
                  />
                  <span className="visit-day__name">{day.name}</span>{' '}
                  <span className="visit-day__date">{day.date}</span>{' '}
                  <span className="visit-day__note">{day.note}</span>
                </label>
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
                {vm.windows.map((window) => (
                  <label
                    key={window.key}
                    className={`visit-chip visit-window${window.selected ? ' is-selected' : ''}${window.disabled ? ' is-disabled' : ''}`}
                  >
                    <input
                      type="radio"
                      className="visit-chip__input"
                      name={`${id}-window`}
                      value={window.key}
                      checked={window.selected}
                      disabled={window.disabled}
                      onChange={() => picker.choose(window.key)}
                    />
                    {window.selected && (
                      <Icon icon={check} size={14} className="visit-window__check" />
                    )}
                    <span className="visit-window__hours">{window.label}</span>
                    {window.fullLabel && (
                      <>
                        {' '}
                        <span className="visit-window__tag">{window.fullLabel}</span>
                      </>
                    )}
                    {window.currentLabel && (
                      <>
                        {' '}
                        <span className="visit-window__tag visit-window__tag--current">
                          {window.currentLabel}
                        </span>
                      </>
                    )}
                  </label>
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
