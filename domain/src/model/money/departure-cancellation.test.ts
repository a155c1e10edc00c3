import { describe, expect, it } from 'vitest';
import { cancellationQuote } from './cancellation';
import type { CancellationPolicy } from './cancellation-policy';
import {
  agencyCancellationQuote,
  agencyRefundCents,
  cardRefundableCents,
  answerProblem,
  cancellationPolicyFor,
  decisionStep,
  departureChoiceBodyOfForm,
  departureChoiceValue,
  defaultRefundMethod,
  departureCancelState,
  departureOfferOf,
  moveOptions,
  offeredChoices,
  type DepartureCancellationOffer,
} from './departure-cancellation';

const policy: CancellationPolicy = {
  tiers: [
    { daysBefore: 60, fee: { type: 'percent', value: 2500 } },
    { daysBefore: 30, fee: { type: 'percent', value: 5000 } },
  ],
  nonRefundable: [{ kind: 'visa', cents: 30_000, fromDaysBefore: null, label: null }],
};

const family = {
  totalCents: 1_000_000,
  paidCents: 600_000,
  travellers: 4,
  roomType: 'quad',
  departureDate: '2027-03-01',
  singleSupplementCents: 90_000,
};

const offer = (over: Partial<DepartureCancellationOffer> = {}): DepartureCancellationOffer => ({
  departureId: 'd1',
  departureDate: '2027-03-01',
  reason: 'Suspension of travel',
  at: '2027-02-01T10:00:00.000Z',
  by: 'admin',
  askedAt: '2027-02-01T10:00:00.000Z',
  creditExpiresOn: '2028-02-01',
  moveTo: [{ departureId: 'd2', departureDate: '2027-04-01' }],
  answer: null,
  outcome: null,
  ...over,
});

describe('the agency cancelling a departure', () => {
  it('charges no fee and keeps nothing: what the policy would keep 30 days out all goes back', () => {
    const byPilgrim = cancellationQuote(policy, family, 4, '2027-02-01');
    expect(byPilgrim.feeCents + byPilgrim.nonRefundableCents).toBeGreaterThan(0);
    const q = agencyCancellationQuote(policy, family, '2027-02-01');
    expect(q.feeCents).toBe(0);
    expect(q.nonRefundableCents).toBe(0);
    expect(q.newTotalCents).toBe(0);
    expect(q.refundCents).toBe(600_000);
    expect(q).toMatchObject({ whole: true, travellersCancelled: 4, travellersLeft: 0 });
  });

  it('the day before departure (the dearest tier) still refunds every cent paid', () => {
    expect(agencyCancellationQuote(policy, family, '2027-02-28').refundCents).toBe(600_000);
  });

  it('keeps what an earlier cancellation of the pilgrim’s own kept', () => {
    const q = agencyCancellationQuote(
      policy,
      { ...family, travellers: 3, totalCents: 842_500, retainedCents: 92_500 },
      '2027-02-01',
    );
    expect(q.feeCents).toBe(0);
    expect(q.refundCents).toBe(600_000 - 92_500);
  });

  it('the pilgrim cancelling keeps the policy; the agency never applies it', () => {
    expect(cancellationPolicyFor(policy, 'pilgrim')).toBe(policy);
    expect(cancellationPolicyFor(policy, 'agency')).toBeNull();
  });
});

describe('what the pilgrim may choose', () => {
  it('a refund always; a credit and a move only when offered', () => {
    expect(offeredChoices(offer())).toEqual(['refund', 'credit', 'move']);
    expect(offeredChoices(offer({ creditExpiresOn: '', moveTo: [] }))).toEqual(['refund']);
  });

  it('an answer needs an open question and an offered choice and date', () => {
    expect(answerProblem(offer(), { choice: 'move', departureId: 'd2' })).toBeNull();
    expect(answerProblem(offer(), { choice: 'credit' })).toBeNull();
    expect(answerProblem(offer(), { choice: 'move', departureId: 'd9' })).toBe('date-not-offered');
    expect(answerProblem(offer({ moveTo: [] }), { choice: 'move', departureId: 'd2' })).toBe(
      'not-offered',
    );
    expect(answerProblem(offer({ askedAt: '' }), { choice: 'refund' })).toBe('not-asked');
    expect(answerProblem(null, { choice: 'refund' })).toBe('not-asked');
    const settled = offer({
      outcome: {
        choice: 'refund',
        chosenBy: 'staff',
        refundCents: 1,
        creditCents: 0,
        departureId: '',
        at: '',
        by: 'admin',
      },
    });
    expect(answerProblem(settled, { choice: 'credit' })).toBe('settled');
  });
});

describe('decisionStep: a decision run twice does nothing the second time', () => {
  const done = offer({
    outcome: {
      choice: 'credit',
      chosenBy: 'pilgrim',
      refundCents: 0,
      creditCents: 5,
      departureId: '',
      at: '',
      by: 'admin',
    },
  });

  it('settled bookings are left alone whatever staff decide', () => {
    for (const d of ['refund', 'credit', 'move', 'ask', 'answer'] as const) {
      expect(decisionStep(d, done).step).toBe('none');
    }
  });

  it('asks once; applies an answer only once given, as the pilgrim’s choice', () => {
    expect(decisionStep('ask', null).step).toBe('ask');
    expect(decisionStep('ask', offer()).step).toBe('none');
    expect(decisionStep('answer', offer()).step).toBe('none');
    expect(
      decisionStep('answer', offer({ answer: { choice: 'credit', departureId: '', at: 'x' } })),
    ).toEqual({ step: 'credit', chosenBy: 'pilgrim' });
    expect(decisionStep('refund', offer())).toEqual({ step: 'refund', chosenBy: 'staff' });
  });
});

describe('the table and the defaults', () => {
  it('states follow the offer', () => {
    expect(departureCancelState(null)).toBe('open');
    expect(departureCancelState(offer({ askedAt: '' }))).toBe('open');
    expect(departureCancelState(offer())).toBe('asked');
    expect(
      departureCancelState(offer({ answer: { choice: 'refund', departureId: '', at: 'x' } })),
    ).toBe('answered');
  });

  it('a refund goes to the cards when they can take it all, else by e-Transfer', () => {
    expect(defaultRefundMethod(500, 500)).toBe('card');
    expect(defaultRefundMethod(499, 500)).toBe('etransfer');
    expect(defaultRefundMethod(0, 0)).toBe('etransfer');
  });

  it('move options: the package’s other dates ahead, open or guaranteed, soonest first', () => {
    const deps = [
      { id: 'd1', departureDate: '2027-03-01', status: 'cancelled' },
      { id: 'd4', departureDate: '2027-06-01', status: 'guaranteed' },
      { id: 'd2', departureDate: '2027-04-01', status: 'open' },
      { id: 'd3', departureDate: '2027-05-01', status: 'closed' },
      { id: 'd0', departureDate: '2027-02-01', status: 'open' },
    ];
    expect(moveOptions(deps, 'd1', '2027-02-01')).toEqual([
      { departureId: 'd2', departureDate: '2027-04-01' },
      { departureId: 'd4', departureDate: '2027-06-01' },
    ]);
  });

  it('reads a stored offer back, and nothing from a stranger', () => {
    const o = offer({ answer: { choice: 'move', departureId: 'd2', at: 'x' } });
    expect(departureOfferOf(JSON.parse(JSON.stringify(o)))).toEqual(o);
    expect(departureOfferOf(null)).toBeNull();
    expect(departureOfferOf({ answer: 1 })).toBeNull();
    expect(departureOfferOf({ ...o, answer: { choice: 'steal' } })?.answer).toBeNull();
  });
});

describe('the refund offered and where it can go', () => {
  it('all that was paid, less what the pilgrim’s own earlier cancellation kept', () => {
    expect(agencyRefundCents(family, [], '2027-02-01')).toBe(600_000);
    const entry = {
      at: '',
      by: 'admin',
      requestedBy: 'pilgrim' as const,
      travellers: 1,
      reason: '',
      feeCents: 62_500,
      nonRefundableCents: 30_000,
      supplementCents: 0,
      refundCents: 0,
      refundMethod: '',
      policyVersion: null,
    };
    expect(agencyRefundCents({ ...family, travellers: 3 }, [entry], '2027-02-01')).toBe(507_500);
  });

  it('cards take back what they paid less what they already took back', () => {
    expect(
      cardRefundableCents([
        { amountCents: 50_000, provider: { paymentIntentId: 'pi_1' } },
        { amountCents: 20_000, provider: { paymentIntentId: 'pi_2' } },
        { amountCents: -5_000, provider: { paymentIntentId: 'pi_2' } },
        { amountCents: 30_000, provider: null },
      ]),
    ).toBe(65_000);
  });
});

describe('the trip page’s one radio per option', () => {
  it('carries a move’s date after a colon and reads back as the schema’s body', () => {
    expect(departureChoiceValue({ choice: 'move', departureId: 'd2' })).toBe('move:d2');
    expect(departureChoiceValue({ choice: 'refund', departureId: '' })).toBe('refund');
    expect(departureChoiceBodyOfForm({ option: 'move:d2' })).toEqual({
      choice: 'move',
      departureId: 'd2',
    });
    expect(departureChoiceBodyOfForm({ option: 'credit' })).toEqual({
      choice: 'credit',
      departureId: '',
    });
    expect(departureChoiceBodyOfForm({})).toEqual({ choice: '', departureId: '' });
  });
});
