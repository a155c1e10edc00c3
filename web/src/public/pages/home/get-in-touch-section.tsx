import { ContactFormIsland } from '../../islands/contact-form/contact-form-island';
import { Icon } from '../../ui/icon';
import { useT } from '../../site-context';
import { SectionHeading } from '../../ui/section-heading';

/** Home section 7: the contact form (an island, without the phone field) and two reassurances. */
export function GetInTouchSection() {
  const t = useT();
  return (
    <section
      id="get-in-touch"
      className="section section--paper home-contact"
      aria-labelledby="get-in-touch-heading"
    >
      <div className="container container--md">
        <SectionHeading
          id="get-in-touch-heading"
          eyebrow={t('home.contact.eyebrow')}
          title={t('home.contact.title')}
          subtitle={t('home.contact.subtitle')}
        />
        <div className="card home-contact__card">
          <ContactFormIsland variant="home" />
          <ul className="list-plain small muted home-contact__notes">
            <li>
              <Icon name="schedule" />
              {t('home.contact.respond')}
            </li>
            <li>
              <Icon name="lock" />
              {t('home.contact.secure')}
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
