import { describe, expect, it } from 'vitest';
import { privacyDueDate, privacyDueState, privacyMailboxOf, requestsComingDue } from './privacy';

describe('privacy requests', () => {
  it('are due 30 days after they were received', () => {
    expect(privacyDueDate('2026-11-20')).toBe('2026-12-20');
    expect(privacyDueDate('2026-02-10')).toBe('2026-03-12');
  });

  it('are late after the due date, coming due within 7 days, else on time', () => {
    const open = (dueDate: string) => ({ status: 'open' as const, dueDate });
    expect(privacyDueState(open('2026-11-25'), '2026-11-26')).toBe('late');
    expect(privacyDueState(open('2026-11-26'), '2026-11-26')).toBe('comingDue');
    expect(privacyDueState(open('2026-12-03'), '2026-11-26')).toBe('comingDue');
    expect(privacyDueState(open('2026-12-04'), '2026-11-26')).toBe('onTime');
    expect(privacyDueState({ status: 'closed', dueDate: '2026-01-01' }, '2026-11-26')).toBe(
      'closed',
    );
  });

  it('lists the open requests coming due or late, soonest first', () => {
    const list = [
      { id: 'a', status: 'open' as const, dueDate: '2026-12-01' },
      { id: 'b', status: 'open' as const, dueDate: '2026-12-30' },
      { id: 'c', status: 'closed' as const, dueDate: '2026-11-01' },
      { id: 'd', status: 'open' as const, dueDate: '2026-11-20' },
    ];
    expect(requestsComingDue(list, '2026-11-26').map((r) => r.id)).toEqual(['d', 'a']);
  });

  it("match one person's mailbox however the address is spelled", () => {
    expect(privacyMailboxOf(' Amina.Haddad+trip@GMAIL.com')).toBe('aminahaddad@gmail.com');
    expect(privacyMailboxOf('Omar@Example.ca')).toBe('omar@example.ca');
  });
});
