import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFrenchGaps } from '../../shared/api/french-gaps';

const ROWS = [
  { key: 'packages', one: 'package', many: 'packages', to: '/admin/packages' },
  { key: 'blogs', one: 'blog post', many: 'blog posts', to: '/admin/blogs' },
  { key: 'gallery', one: 'gallery item', many: 'gallery items', to: '/admin/gallery' },
] as const;

/** The dashboard's "Missing French" card: how many published items lack French, per list. */
export function FrenchGapsCard() {
  const id = useId();
  const gaps = useFrenchGaps();
  const total = gaps.data ? gaps.data.packages + gaps.data.blogs + gaps.data.gallery : 0;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={total > 0 ? { borderColor: 'warning.main' } : undefined}
    >
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h2" color="text.secondary">
          Missing French
        </Typography>
        {gaps.isPending ? (
          <Skeleton variant="text" width={160} />
        ) : gaps.isError ? (
          <Typography color="error" sx={{ my: 2 }}>
            {errorMessage(gaps.error, 'Could not load the count')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {ROWS.map((row) => {
              const count = gaps.data[row.key];
              return (
                <li key={row.key}>
                  <Link component={RouterLink} to={row.to}>
                    {`${count} published ${count === 1 ? row.one : row.many} without French`}
                  </Link>
                </li>
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
