interface SectionHeadingProps {
  /** Small line above the title. */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  id?: string;
  align?: 'left' | 'center';
  /** The heading level; sections of a page are h2. */
  as?: 'h1' | 'h2';
}

/** The heading block of a page section: eyebrow, serif title, a gold rule and a subtitle. */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  id,
  align = 'center',
  as: Heading = 'h2',
}: SectionHeadingProps) {
  return (
    <div className={`section-heading${align === 'left' ? ' section-heading--left' : ''}`}>
      {eyebrow && <p className="overline section-heading__eyebrow">{eyebrow}</p>}
      <Heading id={id} className="h2">
        {title}
      </Heading>
      <div className="section-heading__rule" aria-hidden="true" />
      {subtitle && <p className="subtitle section-heading__subtitle">{subtitle}</p>}
    </div>
  );
}
