/**
 * Placeholder tiles while a catalogue list loads: the same box as a category or service tile
 * (picture, the two lines a name is given, the description where the screen shows one, and a
 * service's rating line when there is one), so the real tiles take their place without moving
 * anything. Hidden from assistive technology: the list says it is busy.
 */
export function TileSkeletons({
  count,
  ratingLine = false,
}: {
  readonly count: number;
  /** Keep the line a service's rating summary takes (with the `ratings` extension). */
  readonly ratingLine?: boolean;
}) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="tile tile--skeleton" aria-hidden="true">
          <span className="skeleton skeleton--image" />
          <span className="tile__text">
            <span className="tile__name skeleton-lines">
              <span className="skeleton" style={{ width: '70%' }} />
              <span className="skeleton" style={{ width: '45%' }} />
            </span>
            <span className="tile__description skeleton-lines">
              <span className="skeleton" />
              <span className="skeleton" style={{ width: '70%' }} />
            </span>
            {ratingLine && <span className="tile__rating" />}
          </span>
        </li>
      ))}
    </>
  );
}
