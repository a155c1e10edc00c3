import { useId, type ReactNode } from 'react';

/** A titled section of the package page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="pkg-section" aria-labelledby={id}>
      <h2 className="pkg-section__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
