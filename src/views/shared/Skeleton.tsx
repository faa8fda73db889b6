interface SkeletonProps {
  readonly width?: string;
  readonly height?: string;
  /** A circle `size` across, for a picture's place. */
  readonly shape?: 'circle';
  readonly size?: string;
}

/**
 * A grey bar or circle holding the place of something still loading, with the same shimmer as the
 * catalogue's placeholder tiles; decorative (the list or page around it says it is busy).
 */
export function Skeleton({ width = '100%', height = '1rem', shape, size = '3rem' }: SkeletonProps) {
  const style =
    shape === 'circle'
      ? { width: size, height: size, borderRadius: '50%', flex: 'none' }
      : { width, height };
  return <span className="skeleton" style={style} aria-hidden="true" />;
}
