import Chip from '@mui/material/Chip';
import { hasFrenchVersion } from '@umrah/domain/model/bilingual';

type Translatable<F extends string> = Partial<Record<F, unknown>> & {
  fr?: Partial<Record<F, unknown>> | null;
};

const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : false;

/**
 * Whether an item's French version is complete, missing (nothing in French) or incomplete
 * (some English field filled has no French text): the admin lists' flag and the dashboard count.
 */
export function frenchStatus<F extends string>(
  item: Translatable<F>,
  fields: readonly F[],
): 'complete' | 'missing' | 'incomplete' {
  // Checked over plain string keys: the generic item type is only known by its field names.
  const loose = item as { fr?: Record<string, unknown> | null } & Record<string, unknown>;
  if (hasFrenchVersion(loose, fields as readonly string[])) return 'complete';
  return fields.some((field) => filled(item.fr?.[field])) ? 'incomplete' : 'missing';
}

/** The list's flag for an item lacking French: "French missing" or "French incomplete". */
export function FrenchStatusChip<F extends string>({
  item,
  fields,
}: {
  item: Translatable<F>;
  fields: readonly F[];
}) {
  const status = frenchStatus(item, fields);
  if (status === 'complete') return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={status === 'missing' ? 'French missing' : 'French incomplete'}
    />
  );
}
