import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { lazy, Suspense, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../components/seo/page-meta';
import { LoadingState } from '../../components/ui/loading-state';
import { SectionHeading } from '../../components/ui/section-heading';
import { AboutSection } from '../../features/home/components/about-section';
import { FaqSection } from '../../features/home/components/faq-section';
import { GetInTouchSection } from '../../features/home/components/get-in-touch-section';
import { HeroSection } from '../../features/home/components/hero-section';
import { WhyChooseUsSection } from '../../features/home/components/why-choose-us-section';
import { PackagesList } from '../../features/packages/components/packages-list';
import { TestimonialsList } from '../../features/reviews/components/testimonials-list';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { siteNameOf, useSettings } from '../../lib/get-settings';

// The form (formik + yup, ~40 KB gzip) sits at the bottom of the page: its code loads only when
// the visitor scrolls towards it, so it never competes with the hero image.
const ContactForm = lazy(() =>
  import('../../features/contact/components/contact-form').then((m) => ({
    default: m.ContactForm,
  })),
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

      <Box sx={{ bgcolor: 'background.paper' }}>
        <WhyChooseUsSection />
      </Box>
      <AboutSection siteName={siteName} />

      <Box
        component="section"
        aria-labelledby="testimonials-heading"
        sx={{ py: { xs: 8, md: 12 } }}
      >
        <Container maxWidth="lg">
          <SectionHeading
            id="testimonials-heading"
            eyebrow="Testimonials"
            title="What Our Pilgrims Say"
            subtitle="Words from families who travelled with us."
          />
          <TestimonialsList />
        </Container>
      </Box>

      <Box sx={{ bgcolor: 'background.paper' }}>
        <FaqSection />
      </Box>
      <GetInTouchSection form={<HomeContactForm />} />
    </>
  );
}
