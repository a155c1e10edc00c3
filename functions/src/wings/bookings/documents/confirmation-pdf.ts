// A booking's confirmation as a PDF, in the booking's language: what was sold, the all-in price and
// its schedule, the terms, the insurance offered and the answer, the documents each traveller
// needs. What it must show, and the regulations behind each part, are in
// domain/src/model/confirmation.ts; this module only lays it out.
import { TRAVEL_DOCUMENTS, type ConfirmationFacts } from '@umrah/domain/model/confirmation';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatDocumentDate, formatMoneyCents } from '@umrah/domain/model/locale-format';
import { ficavLinesOf, formatRate, inLanguage } from '@umrah/domain/model/receipts';
import { isRoomType } from '@umrah/domain/model/rooms';
import { scheduleLineWords } from '@umrah/domain/model/money/plan-allocation';
import { translatorFor } from '@umrah/i18n/translate';
import { INK, MUTED, agencyLines, layoutOf } from '../../../platform/documents/layout';
import { pdfText, renderPdf, type Pdf } from '../../../platform/documents/pdf';

export function renderConfirmationPdf(
  c: ConfirmationFacts,
  options: { logo?: Buffer | null } = {},
): Promise<Buffer> {
  const locale = localeOfLanguage(c.language);
  const t = translatorFor(locale);
  const money = (cents: number) => formatMoneyCents(cents, locale);
  const day = (iso: string) => formatDocumentDate(iso.slice(0, 10), locale);
  // 'Date: …' in English, 'Date : …' in French (the translator spaces French punctuation).
  const labelled = (label: string, value: string) => t('document.labelled', { label, value });
  const title = t('confirmation.title');

  return renderPdf({ title: `${title} ${c.reference}`, language: locale }, (doc: Pdf) => {
    const { width, text, rule, row, section, sectionHeight, keepTogether, footers, letterhead } =
      layoutOf(doc);
    const a = c.agency;

    // The agency, left; the title, reference and date, right.
    letterhead({
      logo: options.logo ?? null,
      name: a.legalName,
      lines: agencyLines(a, (field, value) => labelled(t(`receipt.${field}`), value)),
      title,
      split: 0.55,
      right: (column) => {
        doc.font('Helvetica').fontSize(10).fillColor(INK);
        text(labelled(t('receipt.reference'), c.reference), { ...column, align: 'right' });
        text(labelled(t('confirmation.issued'), day(c.issuedOn)), { ...column, align: 'right' });
      },
    });
    rule();

    // Who booked, and what.
    section(
      t('confirmation.customer'),
      [c.customer.name, c.customer.address, [c.customer.email, c.customer.phone].join(' · ')]
        .filter((s) => s.trim())
        .join('\n'),
    );
    const room = isRoomType(c.roomType) ? t(`mail.pay.room.${c.roomType}`) : c.roomType;
    section(
      t('confirmation.trip'),
      [
        t('confirmation.tripValue', { packageTitle: c.packageTitle, room, count: c.travellers }),
        c.returnDate
          ? t('confirmation.datesValue', {
              departure: day(c.departureDate),
              return: day(c.returnDate),
            })
          : t('confirmation.departureOnly', { departure: day(c.departureDate) }),
      ].join('\n'),
    );
    // The travellers (s. 36: the persons the services are for), as on their passports.
    section(
      t('confirmation.travellers'),
      c.travellerNames
        .map((name, i) => `${i + 1}. ${name || t('confirmation.travellerToCome')}`)
        .join('\n'),
    );
    // The suppliers: the airline and the hotels (s. 36: the carrier and the accommodation).
    const f = c.flights;
    section(
      t('confirmation.flights'),
      f
        ? [
            t('confirmation.flightsValue', {
              airline: f.airline,
              numbers: f.flightNumbers,
              airport: f.departureAirport,
              time: f.departureTime,
            }).trim(),
            f.connections && t('confirmation.connections', { connections: f.connections }),
          ]
            .filter(Boolean)
            .join('\n')
        : t('confirmation.flightsToCome'),
    );
    if (c.hotels.length) {
      section(
        t('confirmation.hotels'),
        c.hotels.map((h) =>
          h.nights
            ? t('confirmation.hotel', { city: h.city, hotel: h.hotel, nights: h.nights })
            : t('confirmation.hotelNoNights', { city: h.city, hotel: h.hotel }),
        ),
      );
    }
    if (c.inclusions.length) section(t('confirmation.included'), c.inclusions);
    if (c.exclusions.length) section(t('confirmation.excluded'), c.exclusions);
    rule();

    // The all-in price in Canadian dollars and its schedule, with the FICAV lines beside them.
    const m = c.money;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
    text(t('confirmation.price'), { width });
    doc.moveDown(0.3);
    row(t('confirmation.total'), money(m.totalCents), { bold: true });
    // A group's booking: its price per traveller and why (the group's size).
    if (m.groupPrice) {
      const g = m.groupPrice;
      row(
        t('group.priceLabel'),
        t('group.pricePer', { price: money(Math.round(g.pricePerTraveller * 100)) }),
      );
      doc.font('Helvetica').fontSize(9).fillColor(MUTED);
      text(
        `${g.name}: ${
          g.minTravellers
            ? t('group.payWhyStep', { count: g.minTravellers })
            : t('group.payWhyBaseOnly')
        }`,
        { width },
      );
      doc.font('Helvetica').fontSize(10).fillColor(INK);
    }
    if (m.schedule) {
      // A plan: each instalment, paid or not, the next in bold (as on the pay page).
      for (const line of m.schedule) {
        const { label, value } = scheduleLineWords(line, t, money, day);
        row(label, value, { bold: line.next });
      }
    } else {
      row(
        m.depositDueDate
          ? t('confirmation.deposit', { date: day(m.depositDueDate) })
          : t('confirmation.depositNow'),
        money(m.depositCents),
      );
      row(t('confirmation.balance', { date: day(m.balanceDueDate) }), money(m.balanceCents));
    }
    row(t('confirmation.paidToDate'), money(m.paidCents));
    row(t('confirmation.remaining'), money(Math.max(0, m.totalCents - m.paidCents)), {
      bold: true,
    });
    const ficav = ficavLinesOf({ agency: a, totalCents: m.totalCents });
    if (ficav) {
      if (ficav.contribution) {
        row(
          t('receipt.ficavContribution', {
            rate: formatRate(ficav.contribution.basisPoints, c.language),
          }),
          money(ficav.contribution.cents),
        );
      }
      if (ficav.creditCents !== null) row(t('receipt.ficavCredit'), money(-ficav.creditCents));
      doc.moveDown(0.3);
      doc.font('Helvetica').fontSize(8.5).fillColor(INK);
      text(t('receipt.ficavMention'), { width });
    }
    rule();

    // The terms, the insurance and the documents (s. 36 (1) 6-9).
    const terms = c.terms;
    section(
      t('confirmation.terms'),
      [
        terms?.text || inLanguage(a.refundConditions, c.language) || t('confirmation.termsDefault'),
      ].join('\n'),
    );
    if (terms) {
      doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(MUTED);
      text(
        terms.acceptedAt
          ? t('confirmation.termsVersion', { version: terms.version, date: day(terms.acceptedAt) })
          : t('confirmation.termsVersionNotAccepted', { version: terms.version }),
        { width },
      );
      doc.moveDown(0.5);
    }
    // The cancellation policy's fees and kept parts (s. 36 (1) 6), with the version the booking keeps.
    const policy = c.policy;
    if (policy) {
      section(t('confirmation.policy'), policy.lines);
      doc.moveUp(0.2);
      doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(MUTED);
      text(
        policy.acceptedAt
          ? t('confirmation.policyVersion', {
              version: policy.version,
              date: day(policy.acceptedAt),
            })
          : t('confirmation.policyVersionNotAccepted', { version: policy.version }),
        { width },
      );
      doc.moveDown(0.5);
    }
    section(
      t('confirmation.insurance'),
      [t('confirmation.insuranceOffer'), t(`confirmation.insurance.${c.insurance}`)].join('\n'),
    );
    section(
      t('confirmation.documents'),
      TRAVEL_DOCUMENTS.map((d) => t(`confirmation.document.${d}`)),
    );
    doc.moveUp(0.2);
    // The last sentence and the counsellor who signs stay on one page.
    const last = t('confirmation.entryRefused');
    doc.font('Helvetica-Bold').fontSize(9.5);
    keepTogether(
      doc.heightOfString(pdfText(last), { width }) +
        (c.counsellor ? sectionHeight(t('receipt.counsellor'), c.counsellor) : 0),
    );
    doc.fillColor(INK);
    text(last, { width });
    doc.moveDown(0.5);
    if (c.counsellor) section(t('receipt.counsellor'), c.counsellor);

    footers((page, pages) =>
      t('confirmation.footer', { agency: a.legalName, reference: c.reference, page, pages }),
    );
  });
}
