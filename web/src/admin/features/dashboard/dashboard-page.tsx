import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../shared/components/page-header';
import { CountCard } from './count-card';
import { FrenchGapsCard } from './french-gaps-card';
import { InboxCard } from './inbox-card';
import { NextDeparturesCard } from './next-departures-card';
import { PaymentCountCards } from './payment-count-cards';
import { PrivacyDueCard } from './privacy-due-card';
import { SupplierPaymentsDueCard } from './supplier-payments-due-card';

const QUICK_ACTIONS = [
  { label: 'Add a package', to: '/admin/packages?new=1' },
  { label: 'Add a review', to: '/admin/reviews?new=1' },
  { label: 'Write a blog post', to: '/admin/blogs?new=1' },
  { label: 'Add a gallery photo', to: '/admin/gallery?new=1' },
  { label: 'Edit site settings', to: '/admin/settings' },
] as const;

/** /admin/dashboard: what waits in the inbox, package and review counts with how many are published, and quick actions. */
export function DashboardPage() {
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="What waits for you, and an overview of the site's content."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        <InboxCard
          title="New Bookings"
          count="newBookings"
          caption="booking requests not yet handled"
          to="/admin/bookings?status=new"
        />
        <InboxCard
          title="Unread Messages"
          count="unreadMessages"
          caption="contact messages not yet read"
          to="/admin/messages?filter=unread"
        />
        <NextDeparturesCard />
        <PaymentCountCards />
        <SupplierPaymentsDueCard />
        <CountCard title="Total Packages" collection="packages" manageTo="/admin/packages" />
        <CountCard title="Total Reviews" collection="reviews" manageTo="/admin/reviews" />
        <FrenchGapsCard />
        <PrivacyDueCard />
        <Card variant="outlined" component="section" aria-labelledby="quick-actions-title">
          <CardContent>
            <Typography id="quick-actions-title" variant="h6" component="h2" gutterBottom>
              Quick Actions
            </Typography>
            <Stack spacing={1}>
              {QUICK_ACTIONS.map((action) => (
                <Button
                  key={action.to}
                  component={RouterLink}
                  to={action.to}
                  variant="outlined"
                  sx={{ justifyContent: 'flex-start' }}
                >
                  {action.label}
                </Button>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
