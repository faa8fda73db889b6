import { observer } from 'mobx-react-lite';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';
import { LiveAnnouncements } from '../../presenters/shell/LiveAnnouncements';

/**
 * The shell's polite live region: there from the first paint (a region added later is often not
 * heard), invisible, and redrawn for every announcement, so the same words are said again.
 */
export const LiveRegion = observer(function LiveRegion() {
  const live = usePresenter(LiveAnnouncements);
  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={messages.nav.statusUpdates}
    >
      {live.text && <span key={live.sequence}>{live.text}</span>}
    </div>
  );
});
