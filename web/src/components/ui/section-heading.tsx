import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  /** Small gold line above the title. */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  id?: string;
  align?: 'left' | 'center';
  /** The heading level; sections of a page are h2. */
  component?: 'h1' | 'h2';
}

/** The heading block of a page section: eyebrow, serif title, a gold rule and a subtitle. */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  id,
  align = 'center',
  component = 'h2',
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Box
      sx={{
        textAlign: align,
        mb: { xs: 4, md: 6 },
        maxWidth: centered ? 720 : 'none',
        mx: centered ? 'auto' : 0,
      }}
    >
      {eyebrow && (
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography variant="h2" component={component} id={id}>
        {title}
      </Typography>
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 3,
          borderRadius: 2,
          bgcolor: 'accent.main',
          mt: 2,
          mx: centered ? 'auto' : 0,
        }}
      />
      {subtitle && (
        <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
