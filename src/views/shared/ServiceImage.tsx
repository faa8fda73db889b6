import image from 'primeicons/raw-svg/image.svg?paths';
import { Icon } from './Icon';

interface ServiceImageProps {
  /** A URL the presenter has already checked as safe, or nothing for the placeholder. */
  readonly src?: string | undefined;
  readonly size?: number;
  readonly className?: string;
}

/** A catalogue picture, or a neutral placeholder when there is none. Decorative: names sit beside it. */
export function ServiceImage({ src, size = 48, className }: ServiceImageProps) {
  if (!src) {
    return (
      <span
        className={`service-image service-image--placeholder ${className ?? ''}`}
        style={{ width: size, height: size }}
      >
        <Icon icon={image} size={Math.round(size * 0.6)} />
      </span>
    );
  }
  return (
    <img
      className={`service-image ${className ?? ''}`}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
    />
  );
}
