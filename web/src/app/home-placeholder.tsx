import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function HomePlaceholder() {
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h3" component="h1">
        Premium Umrah Services
      </Typography>
    </Container>
  );
}
