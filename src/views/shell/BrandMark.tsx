/** GharSeva's mark: a home with a heart, for care at home. Decorative: the name sits beside it. */
export function BrandMark({ size = 32 }: { readonly size?: number }) {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M16 6.5 5.5 15.4h3V25.5h15V15.4h3z" fill="#fff" />
      <path
        d="M16 23.4c-2.7-1.8-4.3-3.3-4.3-5a2.15 2.15 0 0 1 4.3-.7 2.15 2.15 0 0 1 4.3.7c0 1.7-1.6 3.2-4.3 5z"
        fill="currentColor"
      />
    </svg>
  );
}
