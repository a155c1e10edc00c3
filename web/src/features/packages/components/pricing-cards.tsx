import BedOutlined from '@mui/icons-material/BedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Package } from '@umrah/domain/package';
import { pricingOptions, type PricingOption } from '@umrah/domain/pricing';
import { formatPrice } from '@umrah/domain/price';
import { Link as RouterLink } from 'react-router-dom';

type PricedPackage = Pick<Package, 'slug' | 'price' | 'quadPrice' | 'triplePrice' | 'doublePrice'>;

/** The booking form, with this package chosen and (for a room card) the room type noted. */
export function bookingHref(slug: string, option: PricingOption): string {
  const params = new URLSearchParams({ package: slug });
  if (option.kind !== 'standard') params.set('room', option.kind);
  return `/booking?${params.toString()}`;
}

function roomText(option: PricingOption): string {
  return option.roomSize === null ? 'Base package price' : `${option.roomSize} people per room`;
}

function PricingCard({ slug, option }: { slug: string; option: PricingOption }) {
  const headingId = `pricing-${option.kind}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 2,
          width: 52,
          height: 52,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <BedOutlined />
      </Box>
      <Typography variant="h5" component="h3" id={headingId}>
        {option.label}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {roomText(option)}
      </Typography>
      <Typography
        component="p"
        sx={{ mt: 3, fontWeight: 800, fontSize: '2.25rem', lineHeight: 1.1, color: 'primary.main' }}
      >
        {formatPrice(option.price)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        per person
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Button
        component={RouterLink}
        to={bookingHref(slug, option)}
        variant="contained"
        color="accent"
        size="large"
        fullWidth
        aria-describedby={headingId}
      >
        Book Now
      </Button>
    </Card>
  );
}

/**
 * Spec section 2: Quad, Triple and Double cards (4, 3, 2 per room), each only when its price
 * exists; a Standard card with the base price only when none of them does.
 */
export function PricingCards({ pkg }: { pkg: PricedPackage }) {
  const options = pricingOptions(pkg);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: options.length > 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
          md: `repeat(${options.length}, minmax(0, 1fr))`,
        },
        maxWidth: options.length === 1 ? 400 : options.length === 2 ? 800 : 'none',
        mx: 'auto',
      }}
    >
      {options.map((option) => (
        <PricingCard key={option.kind} slug={pkg.slug} option={option} />
      ))}
    </Box>
  );
}
