import { OPEN_DAYS_PER_WEEK } from '@umrah/domain/model/constants';
import { Icon, type IconName } from '../../ui/icon';
import type { MessageId } from '@umrah/i18n/translate';
import { useT } from '../../site-context';
import { SectionHeading } from '../../ui/section-heading';

const FEATURES: readonly { title: MessageId; text: MessageId; icon: IconName }[] = [
  { title: 'home.why.premium', text: 'home.why.premiumText', icon: 'workspacePremium' },
  { title: 'home.why.canadian', text: 'home.why.canadianText', icon: 'place' },
  { title: 'home.why.support', text: 'home.why.supportText', icon: 'supportAgent' },
  { title: 'home.why.hassleFree', text: 'home.why.hassleFreeText', icon: 'flightTakeoff' },
];

/** Home section 3: the four reasons to choose us. */
export function WhyChooseUsSection() {
  const t = useT();
  return (
    <section
      id="why-choose-us"
      className="section section--paper home-why"
      aria-labelledby="why-heading"
    >
      <div className="container">
        <SectionHeading
          id="why-heading"
          eyebrow={t('home.why.eyebrow')}
          title={t('home.why.title')}
          subtitle={t('home.why.subtitle')}
        />
        <div className="home-why__grid">
          {FEATURES.map((feature) => (
            <div key={feature.title} className="card home-why__card">
              <div className="home-why__icon" aria-hidden="true">
                <Icon name={feature.icon} />
              </div>
              {/* The support claim counts the office's open days (/contact's hours), never 24/7. */}
              <h3 className="h6">{t(feature.title, { days: OPEN_DAYS_PER_WEEK })}</h3>
              <p className="muted home-why__text">{t(feature.text)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
