import { formatMoney, formatMoneyCents } from '@umrah/domain/model/locale-format';
import { termsText } from '@umrah/domain/model/confirmation';
import { isPayLinkGone, type PayView } from '@umrah/domain/model/pay-view';
import { splitParagraphs } from '@umrah/domain/model/text';
import { isRoomType } from '@umrah/domain/model/rooms';
import type { MessageId } from '@umrah/i18n/translate';
import { definePage } from '../../page';
import { InvalidLink } from '../../components/invalid-link';
import { privatePage } from '../../components/private-page';
import { useLocale, useT } from '../../site-context';
import { PageBanner } from '../../ui/page-banner';
import { packageTitleOf } from './booking-facts';
import { dayOf, DueRows, PayRow, ScheduleRows } from './pay-list';
import { ReceiptList } from './receipt-list';
import { CancellationPolicyLines } from '../../components/cancellation-policy';
import { PilgrimCredits } from './pilgrim-credits';

/** What the checkout sent the pilgrim back with (?status=…). */
const NOTICES: Record<string, { tone: 'ok' | 'warn'; text: MessageId }> = {
  success: { tone: 'ok', text: 'pay.noticeSuccess' },
  cancelled: { tone: 'warn', text: 'pay.noticeCancelled' },
  error: { tone: 'warn', text: 'pay.noticeError' },
  processing: { tone: 'warn', text: 'pay.noticeProcessing' },
  'nothing-due': { tone: 'ok', text: 'pay.noticeNothingDue' },
  terms: { tone: 'warn', text: 'pay.noticeTerms' },
  'terms-accepted': { tone: 'ok', text: 'pay.noticeTermsAccepted' },
  'terms-changed': { tone: 'warn', text: 'pay.noticeTermsChanged' },
};

/**
 * The booking's cancellation policy (s. 36): its version and when the pilgrim accepted it (or
 * that it is the one in force, not yet accepted), then its lines.
 */
function PolicyBlock({ view }: { view: PayView }) {
  const t = useT();
  const locale = useLocale();
  const policy = view.cancellationPolicy;
  if (!policy) return null;
  return (
    <>
      <CancellationPolicyLines policy={policy.policy} />
      <p className="small muted pay__policy-version" data-policy-version={policy.version}>
        {policy.acceptedAt
          ? t('pay.policyAccepted', {
              version: policy.version,
              date: dayOf(policy.acceptedAt.slice(0, 10), locale),
            })
          : t('pay.policyInForce', { version: policy.version })}
      </p>
    </>
  );
}

/** Newer booking terms to accept before paying by card: their text and a plain form. */
function TermsToAccept({ view }: { view: PayView }) {
  const t = useT();
  const locale = useLocale();
  const terms = view.termsToAccept;
  if (!terms) return null;
  const lang = locale === 'fr-CA' ? 'fr' : 'en';
  const text = termsText(terms, lang);
  // The text in the other language until this one is written: marked for screen readers.
  const textLang = terms[lang].trim() ? undefined : lang === 'fr' ? 'en' : 'fr';
  return (
    <section className="card pay__card" aria-labelledby="pay-terms">
      <h2 className="h5" id="pay-terms">
        {t('pay.termsTitle')}
      </h2>
      <p>{t('pay.termsIntro', { version: terms.version })}</p>
      <div className="pay__terms" lang={textLang}>
        {splitParagraphs(text).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {/* The policy accepting records too (the booking keeps none, or another one). */}
      {terms.policyVersion && (
        <>
          <h3 className="h6 pay__terms-policy">{t('pay.policyTitle')}</h3>
          <p>{t('pay.policyWithTerms')}</p>
          <PolicyBlock view={view} />
        </>
      )}
      <form
        method="post"
        action={`/api/pay/${encodeURIComponent(view.token)}/terms?version=${terms.version}${terms.policyVersion ? `&policy=${encodeURIComponent(terms.policyVersion)}` : ''}${lang === 'fr' ? '&lang=fr' : ''}`}
        encType="multipart/form-data"
      >
        <button type="submit" className="btn btn--primary btn--block">
          {t('pay.termsAccept')}
        </button>
      </form>
    </section>
  );
}

/** An address breaks only after its '@' (never inside a word) when it must wrap. */
function breakAfterAt(value: string) {
  const at = value.indexOf('@');
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}

/**
 * A value the payer types into their bank's e-Transfer form (the address, the reference): the
 * label above, the value whole on its own line, and a Copy button that the page's script shows
 * and wires (client/page-behaviour.ts, `wireCopyButtons`); without the script it stays hidden.
 */
function CopyRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const t = useT();
  return (
    <div
      className={strong ? 'pay__row pay__row--copy pay__row--strong' : 'pay__row pay__row--copy'}
    >
      <dt>{label}</dt>
      <dd>
        <span className="pay__copy-value">{breakAfterAt(value)}</span>
        <button
          type="button"
          className="btn btn--outline pay__copy"
          data-copy={value}
          data-copied={t('pay.copied')}
          aria-label={t('pay.copyLabel', { what: label })}
          hidden
        >
          {t('pay.copy')}
        </button>
      </dd>
    </div>
  );
}

function PayBody({ view, status }: { view: PayView; status: string | null }) {
  const t = useT();
  const locale = useLocale();
  const money = (cents: number) => formatMoneyCents(cents, locale);
  const found = status && Object.hasOwn(NOTICES, status) ? NOTICES[status] : undefined;
  // Back from a successful checkout whose payment the page already counts (nothing pending):
  // the notice says it is shown below, not that it will be.
  const shown = status === 'success' && view.paidCents > 0 && view.pendingCents === 0;
  const notice = shown ? ({ tone: 'ok', text: 'pay.noticeSuccessShown' } as const) : found;
  const room = isRoomType(view.roomType) ? t(`pay.room.${view.roomType}`) : view.roomType;
  // English content on a French page (instructions not translated yet) is marked so.
  const contentLang = locale === 'fr-CA' ? ('en' as const) : undefined;
  const { title: packageTitle, lang: titleLang } = packageTitleOf(view, locale);
  const frenchInstructions = locale === 'fr-CA' ? view.etransferInstructionsFr?.trim() : '';
  const cardOffered = view.methods.includes('card') && view.dueNowCents > 0;
  const canPayByCard = cardOffered && !view.termsToAccept;
  const offersEtransfer = view.methods.includes('etransfer') && view.etransferEmail;
  return (
    <>
      <PageBanner
        eyebrow={t('pay.eyebrow')}
        title={
          view.firstName
            ? t('pay.bannerTitleNamed', { name: view.firstName })
            : t('pay.bannerTitle')
        }
        subtitle={packageTitle}
        subtitleLang={titleLang}
      />
      <div className="container container--sm pay">
        {notice && (
          <p className={`pay__notice pay__notice--${notice.tone}`} role="status">
            {t(notice.text)}
          </p>
        )}
        <section className="card pay__card" aria-labelledby="pay-summary">
          <h2 className="h5" id="pay-summary">
            {t('pay.summary')}
          </h2>
          <dl className="pay__list">
            <PayRow label={t('pay.bookingReference')} value={view.reference} />
            <PayRow label={t('pay.package')} value={packageTitle} wrap lang={titleLang} />
            <PayRow
              label={t('pay.room')}
              value={t('pay.roomValue', { room, count: view.travellers })}
              wrap
            />
            <PayRow label={t('pay.departure')} value={dayOf(view.departureDate, locale)} />
            <PayRow label={t('pay.total')} value={money(view.totalCents)} />
            {view.groupPrice && (
              <div className="pay__row pay__row--wrap" data-testid="pay-group-price">
                <dt>{t('group.priceLabel')}</dt>
                <dd>
                  {t('group.payPrice', {
                    group: view.groupPrice.name,
                    price: formatMoney(view.groupPrice.pricePerTraveller, locale),
                  })}
                  <br />
                  <span className="small muted">
                    {view.groupPrice.minTravellers
                      ? t('group.payWhyStep', { count: view.groupPrice.minTravellers })
                      : t('group.payWhyBaseOnly')}
                  </span>
                </dd>
              </div>
            )}
            <PayRow label={t('pay.paid')} value={money(view.paidCents)} />
            {view.pendingCents > 0 && (
              <PayRow label={t('pay.pending')} value={money(view.pendingCents)} />
            )}
            <PayRow label={t('pay.status')} value={t(`pay.status.${view.status}`)} />
          </dl>
          {view.confirmationHref && (
            <p>
              <a href={view.confirmationHref} type="application/pdf">
                {t('pay.confirmation')}
              </a>
            </p>
          )}
        </section>

        <TermsToAccept view={view} />

        <section className="card pay__card" aria-labelledby="pay-due">
          <h2 className="h5" id="pay-due">
            {t('pay.due')}
          </h2>
          {view.status === 'paid' ? (
            <p>{t('pay.paidInFull')}</p>
          ) : (
            <dl className="pay__list">
              <DueRows view={view} />
            </dl>
          )}
          {cardOffered && !canPayByCard && <p className="muted">{t('pay.termsFirst')}</p>}
          {canPayByCard && (
            // A plain form: works without script; the server answers with the checkout page.
            <form
              method="post"
              // The French page's checkout sends the pilgrim back to the French page.
              action={`/api/pay/${encodeURIComponent(view.token)}/checkout${locale === 'fr-CA' ? '?lang=fr' : ''}`}
              encType="multipart/form-data"
            >
              <button type="submit" className="btn btn--primary btn--lg btn--block">
                {t('pay.payByCard', { amount: money(view.dueNowCents) })}
              </button>
            </form>
          )}
        </section>

        <PilgrimCredits credits={view.credits} headingId="pay-credits" />

        {view.schedule && view.schedule.length > 0 && (
          <section className="card pay__card" aria-labelledby="pay-schedule">
            <h2 className="h5" id="pay-schedule">
              {t('pay.schedule')}
            </h2>
            <dl className="pay__list">
              <ScheduleRows view={view} />
            </dl>
          </section>
        )}

        {/* Shown with the terms above while accepting them records it; here otherwise. */}
        {view.cancellationPolicy && !view.termsToAccept?.policyVersion && (
          <section className="card pay__card" aria-labelledby="pay-policy">
            <h2 className="h5" id="pay-policy">
              {t('pay.policyTitle')}
            </h2>
            <PolicyBlock view={view} />
          </section>
        )}

        {view.receipts && view.receipts.length > 0 && (
          <section className="card pay__card" aria-labelledby="pay-receipts">
            <h2 className="h5" id="pay-receipts">
              {t('pay.receipts')}
            </h2>
            <ReceiptList receipts={view.receipts} />
          </section>
        )}

        {offersEtransfer && view.status !== 'paid' && (
          <section className="card pay__card" aria-labelledby="pay-etransfer">
            <h2 className="h5" id="pay-etransfer">
              {t('pay.etransferTitle')}
            </h2>
            <dl className="pay__list">
              <CopyRow label={t('pay.sendTo')} value={view.etransferEmail} />
              <PayRow label={t('pay.amount')} value={money(view.dueNowCents)} />
              <CopyRow label={t('pay.reference')} value={view.reference} strong />
            </dl>
            {frenchInstructions ? (
              <p className="muted">{frenchInstructions}</p>
            ) : (
              view.etransferInstructions && (
                // No French version yet: the English text, marked for screen readers.
                <p className="muted" lang={contentLang}>
                  {view.etransferInstructions}
                </p>
              )
            )}
            <p className="muted">{t('pay.etransferNote')}</p>
          </section>
        )}
      </div>
    </>
  );
}

/**
 * /pay/{token}: one pilgrim's payment page, from the signed link staff sent. Private: never
 * cached, never indexed; an expired, replaced or tampered link shows how to get a new one, with
 * 410 (retired) or 404 (never valid).
 */
export const payPage = definePage({
  path: '/pay/:token',
  query: ['status'],
  reads: ({ token = '' }) => [['pay', token]],
  render: ({ data, query, t }) => {
    const read = data[0] ?? null;
    const head = { title: t('pay.title'), description: t('pay.description') };
    // A retired link (expired, replaced, booking closed) is gone; any other invalid one is none.
    if (read === null || isPayLinkGone(read)) {
      const invalid = (
        <InvalidLink
          title={t('pay.invalidTitle')}
          text={t('pay.invalidText')}
          contact={t('pay.contactUs')}
        />
      );
      return privatePage(head, invalid, read === null ? 404 : 410);
    }
    return privatePage(head, <PayBody view={read as PayView} status={query.get('status')} />);
  },
});
