import type { ReactNode } from 'react';
import { ContactInfoList } from '../../components/contact-info-list';
import { ContactFormIsland } from '../../islands/contact-form/contact-form-island';
import { SocialLinks, socialLinks } from '../../layout/social-links';
import { definePage } from '../../page';
import { useHref, useSettings, useT } from '../../site-context';
import { OFFICE_HOURS_MESSAGES } from '../../components/office-hours';
import { PageBanner } from '../../ui/page-banner';

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card contact__side">
      <h2 className="h5 contact__side-title">{title}</h2>
      {children}
    </section>
  );
}

function OfficeHours() {
  const t = useT();
  return (
    <ul className="list-plain contact__hours">
      {OFFICE_HOURS_MESSAGES.map((row) => (
        <li key={row.days}>
          <span>{t(row.days)}</span>
          <span className={row.closed ? 'contact__closed' : undefined}>{t(row.hours)}</span>
        </li>
      ))}
    </ul>
  );
}

function ContactBody() {
  const settings = useSettings();
  const t = useT();
  const href = useHref();
  const hasDetails = Boolean(
    settings.phone || settings.email || settings.address || settings.whatsappNumber,
  );
  return (
    <>
      <PageBanner
        eyebrow={t('home.contact.eyebrow')}
        title={t('contact.title')}
        subtitle={t('contact.subtitle')}
      />
      <div className="container contact">
        <section className="card form-card" aria-labelledby="contact-form-heading">
          <h2 className="form-card__title" id="contact-form-heading">
            {t('contact.formTitle')}
          </h2>
          <p className="muted form-card__intro">{t('contact.formIntro')}</p>
          <ContactFormIsland variant="page" />
        </section>
        <div className="contact__aside">
          {hasDetails && (
            <SideCard title={t('home.contact.title')}>
              <ContactInfoList settings={settings} />
            </SideCard>
          )}
          <SideCard title={t('tripLink.cardTitle')}>
            <p className="muted">{t('tripLink.cardText')}</p>
            <a className="btn btn--outline" href={href('/trip')}>
              {t('tripLink.heading')}
            </a>
          </SideCard>
          <SideCard title={t('contact.officeHours')}>
            <OfficeHours />
          </SideCard>
          {socialLinks(settings).length > 0 && (
            <SideCard title={t('contact.followUs')}>
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
  render: ({ t }) => ({
    title: t('contact.title'),
    description: t('contact.description'),
    body: <ContactBody />,
  }),
});
