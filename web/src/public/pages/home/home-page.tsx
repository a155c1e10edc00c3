import { fewSeatsThresholdOf } from '@umrah/domain/model/availability';
import { OPEN_DAYS_PER_WEEK } from '@umrah/domain/model/constants';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import type { Package } from '@umrah/domain/schemas/package';
import { nextDeparturesFirst } from '@umrah/domain/model/package-filters';
import type { Review } from '@umrah/domain/schemas/review';
import { definePage } from '../../page';
import { siteNameOf } from '../../site-context';
import { AboutSection } from './about-section';
import { FaqSection } from './faq-section';
import { GetInTouchSection } from './get-in-touch-section';
import { HeroSection } from './hero-section';
import { PackagesSection } from './packages-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseUsSection } from './why-choose-us-section';

/** / : the seven home sections in the spec's order. */
export const homePage = definePage({
  path: '/',
  reads: () => [['packages'], ['reviews']],
  render: ({ settings, data, t }) => {
    const packages = (data[0] as Package[] | null) ?? [];
    const reviews = (data[1] as Review[] | null) ?? [];
    return {
      description: t('home.description', { days: OPEN_DAYS_PER_WEEK }),
      body: (
        <>
          <HeroSection imageUrl={settings.heroImageUrl} />
          <PackagesSection
            packages={nextDeparturesFirst(packages, todayInTimeZone())}
            fewSeatsThreshold={fewSeatsThresholdOf(settings.fewSeatsThreshold)}
          />
          <WhyChooseUsSection />
          <AboutSection siteName={siteNameOf(settings)} />
          <TestimonialsSection reviews={reviews} />
          <FaqSection />
          <GetInTouchSection />
        </>
      ),
    };
  },
});
