import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ServiceImage } from '../shared/ServiceImage';

interface CatalogTileProps {
  readonly name: string;
  readonly description?: string | undefined;
  readonly icon?: string | undefined;
  /** 'Coming soon': nothing to book here yet; the tile looks quieter and explains when pressed. */
  readonly soon?: string | undefined;
  /** The service's rating summary, seen and heard. */
  readonly rating?: { readonly shown: string; readonly heard: string } | undefined;
  /** Keep a line for a rating summary that may come after the tile is drawn. */
  readonly ratingLine?: boolean;
  /** Where the tile leads; without it, pressing the tile calls `onOpen`. */
  readonly href?: string | undefined;
  readonly onOpen?: () => void;
  /** The customer points at or focuses the tile: they will likely open it. */
  readonly onIntent?: () => void;
  readonly headingLevel: 2 | 3;
}

/** One category or service as a tile of the catalogue grid; the whole tile is its link or button. */
export const CatalogTile = observer(function CatalogTile({
  name,
  description,
  icon,
  soon,
  rating,
  ratingLine = false,
  href,
  onOpen,
  onIntent,
  headingLevel,
}: CatalogTileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={`tile ${soon ? 'tile--soon' : ''}`}>
      <span className="tile__badge">
        <ServiceImage src={icon} size={32} />
      </span>
      <span className="tile__text">
        <Heading className="tile__name">
          {href ? (
            <Link to={href} className="tile__link" onMouseEnter={onIntent} onFocus={onIntent}>
              {name}
            </Link>
          ) : (
            <button type="button" className="tile__link link-button" onClick={onOpen}>
              {name}
            </button>
          )}
        </Heading>
        {description && <span className="tile__description">{description}</span>}
        {soon && <span className="tile__soon">{soon}</span>}
        {ratingLine && (
          <span className="tile__rating">
            {rating && (
              <>
                <span aria-hidden="true">{rating.shown}</span>
                <span className="visually-hidden">{rating.heard}</span>
              </>
            )}
          </span>
        )}
      </span>
    </li>
  );
});
