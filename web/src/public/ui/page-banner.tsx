import type { ReactNode } from 'react';

interface PageBannerProps {
  title: string;
  subtitle?: string;
  /** 'en' when the subtitle is English content on a French page (a title not translated yet). */
  subtitleLang?: 'en';
  eyebrow?: string;
  children?: ReactNode;
}

/** The deep green banner that opens every inner page, with the page's h1. */
export function PageBanner({ title, subtitle, subtitleLang, eyebrow, children }: PageBannerProps) {
  return (
    <header className="banner">
      <div className="container container--md">
        {eyebrow && <p className="overline banner__eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {subtitle && (
          <p className="subtitle banner__subtitle" lang={subtitleLang}>
            {subtitle}
          </p>
        )}
        {children}
      </div>
    </header>
  );
}
