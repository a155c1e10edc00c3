import type { ReactNode } from 'react';
import { useHref } from '../site-context';

/**
 * The body of a page behind a signed link (pay, trip, unsubscribe) when the link is not, or no
 * longer, good: what happened, a button to the contact page when `contact` names it, and what
 * `children` offer after the card.
 */
export function InvalidLink({
  title,
  text,
  contact,
  children,
}: {
  title: string;
  text: string;
  contact?: string;
  children?: ReactNode;
}) {
  const href = useHref();
  return (
    <div className="container container--sm pay">
      <div className="card pay__card">
        <h1 className="h3">{title}</h1>
        <p className="muted">{text}</p>
        {contact && (
          <p>
            <a className="btn btn--primary" href={href('/contact')}>
              {contact}
            </a>
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
