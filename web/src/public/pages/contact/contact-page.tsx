import { OFFICE_HOURS } from '@umrah/domain/constants';
import type { ReactNode } from 'react';
import { ContactInfoList } from '../../components/contact-info-list';
import { ContactFormIsland } from '../../islands/contact-form/contact-form-island';
import { SocialLinks, socialLinks } from '../../layout/social-links';
import { definePage } from '../../page';
import { useSettings } from '../../site-context';
import { PageBanner } from '../../ui/page-banner';

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card contact__side">
      <h2 className="h5 contact__side-title">{title}</h2>
      {children}
    </section>
  );
}

/** Static office hours (spec section 9). */
function OfficeHours() {
  return (
    <ul className="list-plain contact__hours">
      {OFFICE_HOURS.map((row) => (
        <li key={row.days}>
          <span>{row.days}</span>
          <span className={row.hours === 'Closed' ? 'contact__closed' : undefined}>
            {row.hours}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ContactBody() {
  const settings = useSettings();
  const hasDetails = Boolean(
    settings.phone || settings.email || settings.address || settings.whatsappNumber,
  );
  return (
    <>
      <PageBanner
        eyebrow="Contact"
        title="Contact Us"
        subtitle="Questions about packages, visas or dates? Send us a message and we will reply within 24 hours."
      />
      <div className="container contact">
        <section className="card form-card" aria-labelledby="contact-form-heading">
          <h2 className="form-card__title" id="contact-form-heading">
            Send Us a Message
          </h2>
          <p className="muted form-card__intro">
            Fill in the form and one of our Umrah specialists will get back to you.
          </p>
          <ContactFormIsland variant="page" />
        </section>
        <div className="contact__aside">
          {hasDetails && (
            <SideCard title="Get in Touch">
              <ContactInfoList settings={settings} />
            </SideCard>
          )}
          <SideCard title="Office Hours">
            <OfficeHours />
          </SideCard>
          {socialLinks(settings).length > 0 && (
            <SideCard title="Follow Us">
              <div className="contact__social">
                <SocialLinks settings={settings} />
              </div>
            </SideCard>
          )}
        </div>
      </div>
    </>
  );
}

/** /contact: the form, contact details and social links from settings, office hours. */
export const contactPage = definePage({
  path: '/contact',
  render: () => ({
    title: 'Contact Us',
    description:
      'Contact our Canadian Umrah team by form, phone, email or WhatsApp. We reply within 24 hours.',
    body: <ContactBody />,
  }),
});
