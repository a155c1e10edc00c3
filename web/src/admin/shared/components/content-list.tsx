import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusChip } from './status-chip';

export interface ItemSummary {
  title: string;
  subtitle?: ReactNode;
  imageUrl?: string | null;
  /** Flags beside Published/Draft (e.g. "French missing"). */
  flags?: ReactNode;
  /** Where the public site shows the item ('/packages/umrah-2027'), for "View on site". */
  sitePath?: string;
}

interface Props<Item> {
  items: Item[];
  describe: (item: Item) => ItemSummary;
  isPublished: (item: Item) => boolean;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}

/**
 * The items of a management screen as a list of cards (one layout for wide and narrow
 * screens): thumbnail, title, details, Published/Draft, View on site, Edit and Delete.
 */
export function ContentList<Item extends { id: string }>({
  items,
  describe,
  isPublished,
  onEdit,
  onDelete,
}: Props<Item>) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => {
        const summary = describe(item);
        return (
          <Paper
            key={item.id}
            component="li"
            variant="outlined"
            aria-label={summary.title}
            sx={{
              p: 1.5,
              display: 'grid',
              gap: 1.5,
              alignItems: 'center',
              gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '96px minmax(0, 1fr) auto' },
            }}
          >
            <Thumbnail url={summary.imageUrl} />
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
                <StatusChip published={isPublished(item)} />
                {summary.flags}
              </Stack>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
                {summary.title}
              </Typography>
              {summary.subtitle && (
                <Typography variant="body2" color="text.secondary" component="div">
                  {summary.subtitle}
                </Typography>
              )}
            </Box>
            <Stack
              direction="row"
              spacing={1}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifyContent: 'flex-end' }}
            >
              {summary.sitePath && (
                <ViewOnSite path={summary.sitePath} published={isPublished(item)} />
              )}
              <Button variant="outlined" onClick={() => onEdit(item)}>
                Edit
              </Button>
              <Button variant="outlined" color="error" onClick={() => onDelete(item)}>
                Delete
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * The item where visitors see it, in a new tab. A draft is not on the site yet (its page answers
 * 404): the button stays, disabled, and says why.
 */
function ViewOnSite({ path, published }: { path: string; published: boolean }) {
  if (!published) {
    return (
      <Button variant="text" disabled title="Drafts are not on the site until published">
        Not on site
      </Button>
    );
  }
  return (
    <Button
      variant="text"
      href={path}
      target="_blank"
      rel="noopener"
      endIcon={<OpenInNewIcon aria-hidden="true" />}
    >
      View on site
    </Button>
  );
}

function Thumbnail({ url }: { url?: string | null | undefined }) {
  const size = { width: { xs: 64, sm: 96 }, height: { xs: 64, sm: 72 } };
  if (!url) {
    return (
      <Box
        sx={{
          ...size,
          borderRadius: 1,
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.disabled',
        }}
      >
        <ImageOutlinedIcon />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt=""
      loading="lazy"
      sx={{ ...size, borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
}
