import { describe, expect, it } from 'vitest';
import { loadBookingRules, loadContactRules } from './load-schemas';

describe('the lazy form rules', () => {
  it('loads each kind of rules once', async () => {
    const first = loadContactRules();
    expect(loadContactRules()).toBe(first);
    expect(await loadContactRules()).toBe(await first);
    expect(await loadBookingRules()).toBe(await loadBookingRules());
  });

  it("checks a contact message with the domain's messages (no phone at home)", async () => {
    const rules = await loadContactRules();
    expect(rules.page({ name: '', email: 'x', phone: 'abc', message: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email must be a valid email address',
        phone: 'Phone must be a valid phone number',
        message: 'Message is required',
      },
    });
    expect(rules.home({ name: ' Aisha ', email: 'a@b.co', phone: 'abc', message: 'Hi' })).toEqual({
      ok: true,
      value: { name: 'Aisha', email: 'a@b.co', message: 'Hi', marketingConsent: false },
    });
  });

  it("checks a booking against the agency's today (context), the package and the consent", async () => {
    const check = await loadBookingRules();
    const booking = {
      fullName: 'Aisha Rahman',
      email: 'aisha@example.com',
      phone: '+1 416 555 0100',
      packageId: 'p1',
      numberOfTravelers: '3',
      preferredDate: '2030-05-01',
      specialRequests: '',
      consent: true,
      roomType: 'quad',
    };
    expect(check(booking, { today: '2030-05-01' })).toEqual({
      ok: true,
      value: {
        ...booking,
        numberOfTravelers: 3,
        waitingList: false,
        departureId: '',
        // Blank: not through a group leader's link.
        groupCode: '',
        marketingConsent: false,
      },
    });
    const late = check({ ...booking, packageId: '', consent: false }, { today: '2030-05-02' });
    expect(late.ok).toBe(false);
    expect(!late.ok && late.errors).toEqual({
      packageId: 'Please choose a package',
      preferredDate: 'Preferred date cannot be earlier than today',
      consent: 'Please agree to how we handle your information',
    });
  });
});
