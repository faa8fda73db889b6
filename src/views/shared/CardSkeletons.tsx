/**
 * Placeholder cards while a card list loads: the same box as a category or service card (picture,
 * one-line title, two-line description), so the real cards take their place without moving
 * anything on the page. Hidden from assistive technology: the list says it is busy.
 */
export function CardSkeletons({ count }: { readonly count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="card card--skeleton" aria-hidden="true">
          <span className="skeleton skeleton--image" />
          <span className="skeleton skeleton--title" style={{ width: '60%' }} />
          <span className="skeleton-paragraph">
            <span className="skeleton skeleton--text" />
            <span className="skeleton skeleton--text" style={{ width: '70%' }} />
          </span>
        </li>
      ))}
    </>
  );
}
