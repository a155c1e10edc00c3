import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const STEPS = [
  {
    title: 'Send your request',
    text: 'Choose your package, preferred date and the number of travellers.',
  },
  {
    title: 'We review it within 24 hours',
    text: 'An Umrah specialist checks availability for your dates and group.',
  },
  {
    title: 'We confirm the details',
    text: 'We call or email you with the final price, rooms and next steps.',
  },
  {
    title: 'Prepare for your journey',
    text: 'We arrange your visa, flights and hotels while you prepare for worship.',
  },
] as const;

/** The four steps after a booking request (spec section 2: reviewed within 24 hours). */
export function BookingSteps() {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
      {STEPS.map((step, i) => (
        <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
          <Box
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              bgcolor: 'accent.main',
              color: 'accent.contrastText',
            }}
          >
            {i + 1}
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {step.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
