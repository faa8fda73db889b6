import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Icon, type IconData } from './Icon';

/** How a button looks: PrimeReact's Button props of the same names. */
interface Look {
  readonly label: string;
  readonly icon?: IconData;
  readonly outlined?: boolean;
  /** Drawn as a text link (PrimeReact's `link`), still a button. */
  readonly link?: boolean;
  readonly severity?: 'success' | 'danger';
  readonly size?: 'small';
  readonly className?: string;
}

interface ButtonProps
  extends Look, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className'> {
  /** A spinner in place of the icon, and disabled meanwhile. */
  readonly loading?: boolean;
}

type ButtonLinkProps = Look & Omit<LinkProps, 'children' | 'className'>;

/*
 * PrimeReact's Button drawn as its own markup and classes, so the theme styles it, without its
 * code: primereact/button brings 27.6 KiB gzip (its ComponentBase, Ripple and Tooltip) into first
 * loads that have no other PrimeReact code, and `/` has no room for it (docs/decisions.md).
 * PrimeReact keeps its class names inside the component; tests/unit/views/Button.test.ts holds
 * these to the ones its Button draws for the same props.
 */

function classesOf(look: Look, dimmed: boolean, loading = false): string {
  return [
    'p-button p-component',
    look.outlined && 'p-button-outlined',
    look.link && 'p-button-link',
    look.severity && `p-button-${look.severity}`,
    look.size === 'small' && 'p-button-sm',
    dimmed && 'p-disabled',
    loading && 'p-button-loading p-button-loading-left',
    loading && !look.icon && 'p-button-loading-label-only',
    look.className,
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({ label, icon, loading }: Pick<ButtonProps, 'label' | 'icon' | 'loading'>) {
  return (
    <>
      {loading ? (
        // A ring drawn by CSS: no icon data in the first load for a state only forms reach.
        <span
          className="p-button-icon p-button-icon-left p-button-loading-icon button__spinner"
          aria-hidden="true"
        />
      ) : (
        icon && <Icon icon={icon} size={16} className="p-button-icon p-button-icon-left" />
      )}
      <span className="p-button-label">{label}</span>
    </>
  );
}

/**
 * A button in PrimeReact's look. `aria-disabled` draws it disabled but keeps it focusable, for a
 * button whose press is ignored for a moment (a disabled one would drop the keyboard focus).
 */
export function Button({
  label,
  icon,
  outlined,
  link,
  severity,
  size,
  className,
  loading,
  disabled,
  type = 'button',
  ...attributes
}: ButtonProps) {
  const off = disabled || loading;
  const dimmed = Boolean(off || attributes['aria-disabled']);
  return (
    <button
      {...attributes}
      // PrimeReact's Dialog focuses the element so marked when it opens, as with its own Button.
      data-pc-autofocus={attributes.autoFocus}
      type={type}
      disabled={off}
      className={classesOf(
        { label, icon, outlined, link, severity, size, className },
        dimmed,
        loading,
      )}
    >
      <Content label={label} icon={icon} loading={loading} />
    </button>
  );
}

/** A link in a button's look: it navigates, so it stays a link for screen readers and tests. */
export function ButtonLink({
  label,
  icon,
  outlined,
  link,
  severity,
  size,
  className,
  ...linkProps
}: ButtonLinkProps) {
  return (
    <Link
      {...linkProps}
      className={classesOf({ label, outlined, link, severity, size, className }, false)}
    >
      <Content label={label} icon={icon} />
    </Link>
  );
}
