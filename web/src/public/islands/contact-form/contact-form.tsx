export interface ContactFormProps {
  /** The home page's variant has no phone field (spec section 3). */
  variant: 'home' | 'page';
}

/** The contact form (placeholder while the island is being built). */
export function ContactForm({ variant }: ContactFormProps) {
  return <form aria-label="Contact form" data-variant={variant} />;
}
