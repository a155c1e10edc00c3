import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Booking } from '@umrah/domain/model/bookings';
import {
  formatCents,
  MANUAL_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentMethodLabel,
  type BookingPayment,
} from '@umrah/domain/model/payments';
import {
  manualPaymentSchema,
  type ManualPaymentInput,
} from '@umrah/domain/schemas/payment-schemas';
import { localizedUrl } from '@umrah/domain/model/locale';
import { ROOM_LABELS, isRoomType } from '@umrah/domain/model/rooms';
import { fieldErrorsOf } from '@umrah/domain/model/api-error';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useRef, type ReactNode } from 'react';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { formatDay, formatReceived } from '../../../shared/inbox/format';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { useRecordPayment } from '../api/booking-payments';
import { ConfirmBookingForm } from '../../../shared/bookings/components/confirm-booking-form';
import { useBookingReceipts } from '../api/get-booking-receipts';
import { confirmationPdfPath, receiptPdfPath } from '../../../shared/api/receipt-pdf';
import Link from '@mui/material/Link';
import { DetailCard } from './detail-card';

function Money({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mb: 2,
        display: 'grid',
        // Labels keep one line in their own column; values take the rest and wrap inside it,
        // so a long value never runs into its label.
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        alignItems: 'baseline',
        rowGap: 0.75,
        columnGap: 3,
        '& dt': { whiteSpace: 'nowrap' },
        '& dd': { m: 0, textAlign: 'right', overflowWrap: 'break-word' },
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body1">
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Total, paid, balance and due date at a glance, and the link staff send by WhatsApp. */
function PaymentSummary({
  bookingId,
  payment,
  language,
}: {
  bookingId: string;
  payment: BookingPayment;
  language: Booking['language'];
}) {
  const notify = useNotify();
  const balance = payment.totalCents - payment.paidCents;
  // The pilgrim's own language: a French booking's link opens the French pay page.
  const link = payment.link && localizedUrl(payment.link, language === 'fr' ? 'fr-CA' : 'en-CA');
  async function copyLink() {
    await navigator.clipboard.writeText(link);
    notify({ title: 'Payment link copied', severity: 'success' });
  }
  return (
    <>
      <Money
        rows={[
          [
            'Payment',
            <Chip
              key="s"
              size="small"
              label={PAYMENT_STATUS_LABELS[payment.status]}
              color={payment.status === 'paid' ? 'success' : 'warning'}
            />,
          ],
          ['Total', formatCents(payment.totalCents)],
          ['Deposit', formatCents(payment.depositCents)],
          ['Paid', formatCents(payment.paidCents)],
          ...(payment.pendingCents > 0
            ? [['Debit pending', formatCents(payment.pendingCents)] as [string, ReactNode]]
            : []),
          ['Balance', formatCents(balance)],
          ['Balance due', formatDay(payment.balanceDueDate)],
          ['Room', isRoomType(payment.roomType) ? ROOM_LABELS[payment.roomType] : payment.roomType],
          ['Travellers', String(payment.travellers)],
          ['Departure', formatDay(payment.departureDate)],
          [
            'e-Transfer reference',
            <Box key="r" component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
              {payment.reference}
            </Box>,
          ],
        ]}
      />
      <Button
        component="a"
        href={confirmationPdfPath(bookingId)}
        target="_blank"
        rel="noopener"
        size="small"
        sx={{ mb: 1 }}
      >
        Confirmation (PDF)
      </Button>
      {payment.link && (
        <Stack spacing={1} sx={{ mb: 1 }}>
          <TextField
            label="Payment link (send by WhatsApp or email)"
            value={link}
            size="small"
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText={`Works until ${formatDay(payment.linkExpiresAt)}. Confirming again replaces it.`}
          />
          <Button
            variant="outlined"
            size="small"
            onClick={() => void copyLink()}
            sx={{ alignSelf: 'flex-start' }}
          >
            Copy link
          </Button>
        </Stack>
      )}
    </>
  );
}

const EMPTY_PAYMENT = { kind: 'payment', method: 'etransfer', amount: '', note: '', address: '' };

function ManualPaymentForm({ booking }: { booking: Booking }) {
  // The receipt names the pilgrim's address: start from the one on file.
  const initialValues = { ...EMPTY_PAYMENT, address: booking.address ?? '' };
  const record = useRecordPayment();
  const notify = useNotify();
  const reportError = useReportError();
  // One Idempotency-Key per Save: the same for every retry of the same entry (a lost answer, a
  // double click), a new one once it is recorded or when the entry changes.
  const saving = useRef<{ body: string; key: string } | null>(null);
  type Values = typeof EMPTY_PAYMENT;
  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const body = manualPaymentSchema.cast(values) as ManualPaymentInput;
    const signature = JSON.stringify(body);
    if (saving.current?.body !== signature) {
      saving.current = { body: signature, key: crypto.randomUUID() };
    }
    try {
      await record.mutateAsync({ id: booking.id, body, idempotencyKey: saving.current.key });
      saving.current = null;
      notify({
        title: values.kind === 'refund' ? 'Refund recorded' : 'Payment recorded',
        severity: 'success',
      });
      helpers.resetForm();
    } catch (error) {
      reportError(error, 'Failed to record the payment');
      const fields = fieldErrorsOf(error);
      if (fields) helpers.setErrors(fields as FormikErrors<Values>);
    }
  }
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={manualPaymentSchema}
      onSubmit={submit}
      enableReinitialize
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Record a payment">
          <Stack spacing={2}>
            <FormTextField id="manual-payment-kind" name="kind" label="Kind" select required>
              <MenuItem value="payment">Payment received</MenuItem>
              <MenuItem value="refund">Refund given</MenuItem>
            </FormTextField>
            <FormTextField id="manual-payment-method" name="method" label="Method" select required>
              {MANUAL_PAYMENT_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {PAYMENT_METHOD_LABELS[m]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              id="manual-payment-amount"
              name="amount"
              label="Amount (CAD)"
              inputMode="decimal"
              required
            />
            <FormTextField
              id="manual-payment-note"
              name="note"
              label="Note"
              required
              helperText="e.g. e-Transfer reference, cheque number, who received the cash."
            />
            <FormTextField
              id="manual-payment-address"
              name="address"
              label="Pilgrim's address (for the receipt)"
              multiline
              helperText="Printed on the numbered receipt mailed to the pilgrim; kept on the booking."
            />
            <Button
              type="submit"
              variant="outlined"
              loading={isSubmitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              Record
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function PaymentHistory({ booking }: { booking: Booking }) {
  const list = booking.payments ?? [];
  const receipts = useBookingReceipts(booking.id);
  const receiptOf = new Map((receipts.data ?? []).map((r) => [r.paymentId, r.number]));
  if (!list.length) return <Typography color="text.secondary">No payments yet.</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {list.map((p) => (
        <Box component="li" key={p.id}>
          <Typography variant="body1">
            {formatCents(p.amountCents)} · {paymentMethodLabel(p.method)}
            {p.kind === 'refund' ? ' (refund)' : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatReceived(p.at)} · {p.recordedBy}
            {p.note ? ` · ${p.note}` : ''}
          </Typography>
          {receiptOf.has(p.id) && (
            <Link
              variant="body2"
              href={receiptPdfPath(receiptOf.get(p.id) ?? '')}
              target="_blank"
              rel="noopener"
            >
              Receipt {receiptOf.get(p.id)} (PDF, copy)
            </Link>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Money taken before the price is agreed (a deposit in cash at the office): what the booking
 * holds so far, counted toward the deposit when staff confirm the price.
 */
function ReceivedBeforePrice({ booking }: { booking: Booking }) {
  const held = (booking.payments ?? []).reduce((sum, p) => sum + p.amountCents, 0);
  if (!booking.payments?.length) return null;
  return (
    <>
      <Money rows={[['Received so far', formatCents(held)]]} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        Counted as paid when you confirm the price.
      </Typography>
    </>
  );
}

/** The booking's money: summary and link, confirm at a price, payments by hand. */
export function BookingPaymentSection({ booking }: { booking: Booking }) {
  return (
    <>
      <DetailCard title="Payment">
        {booking.payment ? (
          <>
            <PaymentSummary
              bookingId={booking.id}
              payment={booking.payment}
              language={booking.language}
            />
            {/* What is agreed above, the form to change it below: apart, so the link's buttons
             * do not run into the form's first field. */}
            <Divider sx={{ mt: 2, mb: 3 }} />
          </>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Not confirmed with a price yet. Confirm it to send the pilgrim a payment link.
            </Typography>
            <ReceivedBeforePrice booking={booking} />
          </>
        )}
        <ConfirmBookingForm booking={booking} />
      </DetailCard>
      {/* Staff record money whenever it comes, also before the price is agreed. */}
      <DetailCard title="Payments and refunds">
        <PaymentHistory booking={booking} />
        <Box sx={{ mt: 2 }}>
          <ManualPaymentForm booking={booking} />
        </Box>
      </DetailCard>
    </>
  );
}
