import Chip from '@mui/material/Chip';

/** Labels a content item Published or Draft (spec section 2). */
export function StatusChip({ published }: { published: boolean }) {
  return published ? (
    <Chip label="Published" color="success" size="small" />
  ) : (
    <Chip label="Draft" size="small" variant="outlined" />
  );
}
