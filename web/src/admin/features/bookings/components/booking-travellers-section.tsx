import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import { errorMessage } from '@umrah/domain/model/api-error';
import type { TravellerReadiness } from '@umrah/domain/model/readiness';
import {
  TRAVELLER_DOCUMENT_KINDS,
  type TravellerDocumentKind,
} from '@umrah/domain/model/traveller-documents';
import { travellerDisplayName } from '@umrah/domain/model/travellers';
import type { NameChangeEntry } from '@umrah/domain/model/money/name-change';
import { formatCents } from '@umrah/domain/model/payments';
import { lazy, Suspense, useState } from 'react';
import { formatReceived, formatSize } from '../../../shared/inbox/format';
import {
  travellerDocumentPath,
  useBookingTravellers,
} from '../../../shared/travellers/api/get-travellers';
import { ReadinessChip } from '../../../shared/travellers/components/readiness-chip';
import { DetailCard } from './detail-card';

// The traveller form (Formik, the traveller rules, its fields) loads when Edit is first pressed.
const TravellerFormDialog = lazy(() =>
  import('../../../shared/travellers/components/traveller-form-dialog').then((m) => ({
    default: m.TravellerFormDialog,
  })),
);

// The name change dialog loads when Replace is first pressed.
const NameChangeDialog = lazy(() =>
  import('./name-change-dialog').then((m) => ({ default: m.NameChangeDialog })),
);

const DOCUMENT_NAMES: Record<TravellerDocumentKind, string> = {
  passport: 'passport scan',
  vaccination: 'vaccination certificate',
  photo: 'photo',
};

/** Links to the documents the pilgrim uploaded (each opens in a tab; each view is audited). */
function TravellerDocuments({ bookingId, t }: { bookingId: string; t: TravellerReadiness }) {
  const uploaded = TRAVELLER_DOCUMENT_KINDS.flatMap((kind) => {
    const file = t.files[kind];
    return file ? [{ kind, file }] : [];
  });
  if (!uploaded.length) return null;
  return (
    <Box
      component="ul"
      aria-label={`Documents of traveller ${t.index}`}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {uploaded.map(({ kind, file }) => (
        <Typography component="li" variant="body2" key={kind} sx={{ overflowWrap: 'anywhere' }}>
          <Link
            href={travellerDocumentPath(bookingId, t.index, kind)}
            target="_blank"
            rel="noopener"
          >{`View ${DOCUMENT_NAMES[kind]}`}</Link>
          {` · ${file.fileName} (${formatSize(file.size)}), uploaded ${formatReceived(file.uploadedAt)}`}
        </Typography>
      ))}
    </Box>
  );
}

function TravellerLine({
  bookingId,
  t,
  onEdit,
  onReplace,
}: {
  bookingId: string;
  t: TravellerReadiness;
  onEdit: () => void;
  onReplace: () => void;
}) {
  const name = travellerDisplayName(t) || 'Name not given yet';
  return (
    <Box
      component="li"
      aria-label={`Traveller ${t.index}`}
      sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}
      >
        <Typography sx={{ fontWeight: 600 }}>{`${t.index}. ${name}`}</Typography>
        <Chip
          size="small"
          label={t.ready ? 'Ready' : 'Not ready'}
          color={t.ready ? 'success' : 'default'}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          variant="outlined"
          onClick={onEdit}
          aria-label={`Edit traveller ${t.index}`}
        >
          Edit
        </Button>
        <Button size="small" onClick={onReplace} aria-label={`Replace traveller ${t.index}`}>
          Replace
        </Button>
      </Stack>
      {t.passportNumber || t.dateOfBirth ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {[
            t.passportNumber && `Passport ${t.passportNumber}`,
            t.passportExpiryDate && `expires ${formatDay(t.passportExpiryDate)}`,
            t.dateOfBirth && `born ${formatDay(t.dateOfBirth)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
        {t.readiness.map((c) => (
          <ReadinessChip key={c.rule} check={c} />
        ))}
      </Box>
      <TravellerDocuments bookingId={bookingId} t={t} />
      {t.notes && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {`Notes: ${t.notes}`}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The booking's travellers, one record each (the lead contact first), with each readiness rule as
 * a chip, links to the documents the pilgrim uploaded, and staff's edit of one. The passport number and birth date show here, on the booking's
 * own page, and nowhere in lists.
 */
export function BookingTravellersSection({
  bookingId,
  nameChanges = [],
}: {
  bookingId: string;
  /** The booking's name changes, listed under its travellers. */
  nameChanges?: NameChangeEntry[];
}) {
  const travellers = useBookingTravellers(bookingId);
  const [editing, setEditing] = useState<TravellerReadiness | null>(null);
  const [openings, setOpenings] = useState(0);
  const [replacing, setReplacing] = useState<TravellerReadiness | null>(null);

  let content;
  if (travellers.isPending) {
    content = <Typography color="text.secondary">Loading the travellers…</Typography>;
  } else if (travellers.isError) {
    content = (
      <Typography color="error">
        {errorMessage(travellers.error, 'The travellers could not be loaded.')}
      </Typography>
    );
  } else {
    const list = travellers.data.travellers;
    const ready = list.filter((t) => t.ready).length;
    content = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`${ready} of ${list.length} ready to fly.`}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Travellers">
          {list.map((t) => (
            <TravellerLine
              key={t.index}
              bookingId={bookingId}
              t={t}
              onEdit={() => {
                setOpenings((n) => n + 1);
                setEditing(t);
              }}
              onReplace={() => {
                setOpenings((n) => n + 1);
                setReplacing(t);
              }}
            />
          ))}
        </Box>
        {editing && (
          <Suspense fallback={null}>
            <TravellerFormDialog
              key={openings}
              bookingId={bookingId}
              traveller={editing}
              others={list
                .filter((t) => t.index !== editing.index)
                .map((t) => ({ index: t.index, name: travellerDisplayName(t) }))}
              onClose={() => setEditing(null)}
            />
          </Suspense>
        )}
        {nameChanges.length > 0 && (
          <Box component="ul" aria-label="Name changes" sx={{ pl: 2.5, mt: 1, mb: 0 }}>
            {nameChanges.map((c) => (
              <Typography component="li" variant="body2" key={c.at}>
                {`${formatDay(c.at.slice(0, 10))}, ${c.by}: traveller ${c.index} ${c.from || '(no name)'} → ${c.to}${c.feeCents ? `, fee ${formatCents(c.feeCents)}` : ''}${c.afterDeadline ? ', after the name deadline' : ''}`}
              </Typography>
            ))}
          </Box>
        )}
        {replacing && (
          <Suspense fallback={null}>
            <NameChangeDialog
              key={openings}
              bookingId={bookingId}
              index={replacing.index}
              currentName={travellerDisplayName(replacing)}
              onClose={() => setReplacing(null)}
            />
          </Suspense>
        )}
      </>
    );
  }
  return <DetailCard title="Travellers">{content}</DetailCard>;
}
