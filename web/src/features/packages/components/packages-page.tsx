import Container from '@mui/material/Container';
import { PageMeta } from '../../../components/seo/page-meta';
import { PageBanner } from '../../../components/ui/page-banner';
import { PackagesList } from './packages-list';

/** /packages */
export function PackagesPage() {
  return (
    <>
      <PageMeta
        title="Umrah Packages"
        description="Compare our Umrah packages from Canada: nights in Makkah and Madinah, hotel ratings and prices per person, with visa, flights and hotels included."
      />
      <PageBanner
        eyebrow="Packages"
        title="Our Umrah Packages"
        subtitle="Carefully planned journeys with visa, flights and hotels close to the Haram. Choose the package that suits your family."
      />
      {/* At least a screen tall, so the footer stays below the fold while the list loads and
          does not jump when the cards arrive (layout shift). */}
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 }, minHeight: '100vh' }}>
        <PackagesList titleComponent="h2" priorityFirstImage />
      </Container>
    </>
  );
}
