import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

interface PageHeaderProps {
  /** The page's one h1; also names the browser tab. */
  readonly title: string;
  readonly lead: string;
  readonly children?: ReactNode;
}

/** The coloured band at the top of a static page: its h1 and a sentence on what it is for. */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <div className="hero static-hero">
      <div className="container">
        <h1 className="hero__title">{title}</h1>
        <p className="hero__lead">{lead}</p>
        {children}
      </div>
    </div>
  );
}
