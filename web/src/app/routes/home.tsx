import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { lazy, Suspense, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../components/seo/page-meta';
import { LoadingState } from '../../components/ui/loading-state';
import { renderWhenNear } from '../../components/ui/render-when-near';
import { SectionHeading } from '../../components/ui/section-heading';
import { lazyNearViewport } from '../../components/ui/lazy-near-viewport';
import { HeroSection } from '../../features/home/components/hero-section';
import { PackagesList } from '../../features/packages/components/packages-list';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { siteNameOf, useSettings } from '../../lib/get-settings';

// The form (formik + yup, ~40 KB gzip) sits at the bottom of the page: its code loads only when
// the visitor scrolls towards it, so it never competes with the hero image.
const ContactForm = lazy(() =>
  import('../../features/contact/components/contact-form').then((m) => ({
    default: m.ContactForm,
  })),
);

// Sections 3 to 7 are far below the first screen of a phone: their code and hydration wait
// until the visitor scrolls near them (the server has rendered them already).
const WhyChooseUsSection = lazyNearViewport('why-choose-us', () =>
  import('../../features/home/components/why-choose-us-section').then((m) => m.WhyChooseUsSection),
);
const AboutSection = lazyNearViewport('about', () =>
  import('../../features/home/components/about-section').then((m) => m.AboutSection),
);
const TestimonialsList = lazyNearViewport('testimonials', () =>
  import('../../features/reviews/components/testimonials-list').then((m) => m.TestimonialsList),
);
const FaqSection = lazyNearViewport('faq', () =>
  import('../../features/home/components/faq-section').then((m) => m.FaqSection),
);
const GetInTouchSection = lazyNearViewport('get-in-touch', () =>
  import('../../features/home/components/get-in-touch-section').then((m) => m.GetInTouchSection),
);

function HomeContactForm() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const fallback = <LoadingState label="Loading the contact form" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={fallback}>
          <ContactForm variant="home" />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}

/** / : the seven home sections in the spec's order. */
export function HomeRoute() {
  const settings = useSettings();
  const siteName = siteNameOf(settings);
  return (
    <>
      <PageMeta description="Premium Umrah packages from Canada with visa, flights and hotels in Makkah and Madinah. 15+ years of experience, 5000+ happy pilgrims and 24/7 support." />
      <HeroSection imageUrl={settings.heroImageUrl} />

      <Box component="section" aria-labelledby="packages-heading" sx={{ py: { xs: 8, md: 12 } }}>
        <Container maxWidth="lg">
          <SectionHeading
            id="packages-heading"
            eyebrow="Our packages"
            title="Umrah Packages"
            subtitle="Choose from carefully planned packages for every budget, with hotels in Makkah and Madinah."
          />
          <PackagesList />
          <Box sx={{ textAlign: 'center', mt: 6 }}>
            <Button component={RouterLink} to="/packages" variant="outlined" size="large">
              View All Packages
            </Button>
          </Box>
        </Container>
      </Box>

      <Box id="why-choose-us" sx={{ bgcolor: 'background.paper', ...renderWhenNear(1000) }}>
        <Suspense>
          <WhyChooseUsSection />
        </Suspense>
      </Box>
      <Box id="about" sx={renderWhenNear(1000)}>
        <Suspense>
          <AboutSection siteName={siteName} />
        </Suspense>
      </Box>

      <Box
        component="section"
        aria-labelledby="testimonials-heading"
        sx={{ py: { xs: 8, md: 12 }, ...renderWhenNear(900) }}
      >
        <Container maxWidth="lg">
          <SectionHeading
            id="testimonials-heading"
            eyebrow="Testimonials"
            title="What Our Pilgrims Say"
            subtitle="Words from families who travelled with us."
          />
          <Box id="testimonials">
            <Suspense>
              <TestimonialsList />
            </Suspense>
          </Box>
        </Container>
      </Box>

      <Box id="faq" sx={{ bgcolor: 'background.paper', ...renderWhenNear(800) }}>
        <Suspense>
          <FaqSection />
        </Suspense>
      </Box>
      <Box id="get-in-touch" sx={renderWhenNear(1000)}>
        <Suspense>
          <GetInTouchSection form={<HomeContactForm />} />
        </Suspense>
      </Box>
    </>
  );
}
