import { observer } from 'mobx-react-lite';
import { TOKENS } from '../../app/tokens';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';

/**
 * The shell's polite live region: there from the first paint (a region added later is often not
 * heard), invisible, and redrawn for every announcement, so the same words are said again.
 */
export const LiveRegion = observer(function LiveRegion() {
  const live = usePresenter(TOKENS.liveAnnouncements);
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
