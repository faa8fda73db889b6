import { observer } from 'mobx-react-lite';
import type { Highlight } from './siteCopy';
import { Icon } from '../shared/Icon';
import { siteIcons } from './siteIcons';

interface HighlightListProps {
  readonly items: readonly Highlight[];
  /** Numbered steps are an ordered list; features and values are not. */
  readonly ordered?: boolean;
  readonly variant?: 'cards' | 'steps' | 'compact';
}

/** Icon, h3 title and a sentence or two, for each item: features, values, steps. */
export const HighlightList = observer(function HighlightList({
  items,
  ordered = false,
  variant = 'cards',
}: HighlightListProps) {
  const List = ordered ? 'ol' : 'ul';
  // Four items go two or four to a row, never three and one left over.
  const four = items.length === 4 ? 'static-highlights--four' : '';
  return (
    <List className={`static-highlights static-highlights--${variant} ${four}`}>
      {items.map((item) => (
        <li key={item.title} id={item.anchor} className="static-highlight">
          <span className="static-highlight__icon">
            <Icon icon={siteIcons[item.icon]} size={22} />
          </span>
          <div>
            <h3 className="static-highlight__title">{item.title}</h3>
            <p className="static-highlight__body">{item.body}</p>
          </div>
        </li>
      ))}
    </List>
  );
});
