export interface IconData {
  readonly viewBox: string;
  readonly paths: readonly string[];
}

interface IconProps {
  readonly icon: IconData;
  readonly size?: number;
  readonly className?: string;
}

/** A PrimeIcon drawn inline in the current text colour; decorative, so hidden from screen readers. */
export function Icon({ icon, size = 20, className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox={icon.viewBox}
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {icon.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
