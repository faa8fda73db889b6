import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The page's one h1. */
  readonly title: string;
  readonly lead: string;
  readonly children?: ReactNode;
}

/** The coloured band at the top of a static page: its h1 and a sentence on what it is for. */
export const PageHeader = observer(function PageHeader({ title, lead, children }: PageHeaderProps) {
  return (
    <div className="hero static-hero">
      <div className="container">
        <h1 className="hero__title">{title}</h1>
        <p className="hero__lead">{lead}</p>
        {children}
      </div>
    </div>
  );
});
