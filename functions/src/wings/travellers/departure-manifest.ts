// A departure's group manifest for the airline and the visa agent: every traveller of its
// confirmed bookings with their passport facts, sorted by booking then traveller, each incomplete
// or doubtful row flagged (rows and columns: domain/src/model/manifest.ts), as CSV or as a
// printable PDF, headed and flagged in the language staff ask for. It carries passport numbers and
// dates of birth: every export is written to the audit log (who, which departure, which format)
// before the file is made.
import { toCsv } from '@umrah/domain/model/csv';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import {
  MANIFEST_COLUMNS,
  manifestCells,
  manifestRows,
  type Manifest,
} from '@umrah/domain/model/manifest';
import { receiptAgencyOf } from '@umrah/domain/model/receipts';
import { bookingReference } from '@umrah/domain/model/reference';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { translatorFor } from '@umrah/i18n/translate';
import { appendAudit } from '../audit/audit-log';
import { packages } from '../content/packages';
import { getPublicSettings } from '../content/settings';
import { agencyLogo } from '../content/agency-logo';
import { getDeparture } from '../departures/read-departures';
import { renderManifestPdf } from './documents/manifest-pdf';
import { manifestFlagText } from './manifest-flags';
import { flyingTravellers } from './departure-travellers';
import type { Viewer } from './trip-readiness';

export async function departureManifest(departureId: string): Promise<Manifest> {
  const departure = await getDeparture(departureId);
  const [{ travellers }, pkg] = await Promise.all([
    flyingTravellers(departure.id),
    packages.getById(departure.packageId),
  ]);
  return {
    departureId: departure.id,
    departureDate: departure.departureDate,
    returnDate: departure.returnDate,
    packageTitle: pkg?.title ?? '',
    flights: departure.flights,
    rows: manifestRows(
      travellers,
      bookingReference,
      departure.returnDate || departure.departureDate,
    ),
  };
}

export type ManifestFormat = 'csv' | 'pdf';

export type ManifestFile =
  | { format: 'csv'; fileName: string; text: string }
  | { format: 'pdf'; fileName: string; pdf: Buffer };

export async function exportManifest(
  departureId: string,
  format: ManifestFormat,
  viewer: Viewer,
  language: FormLanguage = 'en',
  now: Date = new Date(),
): Promise<ManifestFile> {
  const [manifest, settings] = await Promise.all([
    departureManifest(departureId),
    format === 'pdf' ? getPublicSettings() : null,
  ]);
  await appendAudit({
    actorUid: viewer.uid,
    actorUsername: viewer.username,
    action: `export manifest ${format}`,
    target: `departures/${manifest.departureId}`,
  });
  const fileName = `manifest-${manifest.departureDate || manifest.departureId}.${format}`;
  if (format === 'csv') {
    const t = translatorFor(localeOfLanguage(language));
    const header = MANIFEST_COLUMNS.map((c) => t(`manifest.column.${c}`));
    const flag = manifestFlagText(t, (iso) => iso);
    // With a byte-order mark, for spreadsheet apps (like the other exports).
    return {
      format,
      fileName,
      text:
        '\uFEFF' +
        toCsv(
          header,
          manifest.rows.map((row) => manifestCells(row, flag)),
        ),
    };
  }
  return {
    format,
    fileName,
    pdf: await renderManifestPdf(manifest, receiptAgencyOf(settings ?? {}), now, {
      logo: await agencyLogo(settings?.logoUrl),
      language,
    }),
  };
}
