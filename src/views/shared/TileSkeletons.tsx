/**
 * Placeholder tiles while a catalogue list loads: the same box as a category or service tile
 * (picture, a two-line name, and the description where the screen has room for it), so the real
 * tiles take their place without moving anything. Hidden from assistive technology: the list says
 * it is busy.
 */
export function TileSkeletons({ count }: { readonly count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="tile tile--skeleton" aria-hidden="true">
          <span className="skeleton skeleton--image" />
          <span className="tile__text">
            <span className="skeleton skeleton--title" style={{ width: '70%' }} />
            <span className="skeleton skeleton--title" style={{ width: '45%' }} />
            <span className="skeleton-paragraph tile__description">
              <span className="skeleton skeleton--text" />
              <span className="skeleton skeleton--text" style={{ width: '70%' }} />
            </span>
          </span>
        </li>
      ))}
    </>
  );
}
