import { ContactFormIsland } from '../../islands/contact-form/contact-form-island';
import { Icon } from '../../ui/icon';
import { SectionHeading } from '../../ui/section-heading';

/** Home section 7: the contact form (an island, without the phone field) and two reassurances. */
export function GetInTouchSection() {
  return (
    <section
      id="get-in-touch"
      className="section section--paper home-contact"
      aria-labelledby="get-in-touch-heading"
    >
      <div className="container container--md">
        <SectionHeading
          id="get-in-touch-heading"
          eyebrow="Contact"
          title="Get in Touch"
          subtitle="Tell us about your plans and we will help you find the right package."
        />
        <div className="card home-contact__card">
          <ContactFormIsland variant="home" />
          <ul className="list-plain small muted home-contact__notes">
            <li>
              <Icon name="schedule" />
              We respond within 24 hours
            </li>
            <li>
              <Icon name="lock" />
              100% Secure
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
