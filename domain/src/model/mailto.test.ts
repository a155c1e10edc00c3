import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('links a plain address as written, with an encoded subject', () => {
    expect(mailtoHref('omar@example.com')).toBe('mailto:omar@example.com');
    expect(mailtoHref('first.last+tag@example.co.uk', 'Re: your message & plans?')).toBe(
      'mailto:first.last%2Btag@example.co.uk?subject=Re%3A%20your%20message%20%26%20plans%3F',
    );
  });

  it('cannot be given a bcc, a body or a second recipient by the address', () => {
    const href = mailtoHref('x?bcc=boss@evil.example&body=pay@example.com', 'Hello');
    expect(href).toBe(
      'mailto:x%3Fbcc%3Dboss%40evil.example%26body%3Dpay@example.com?subject=Hello',
    );
    // One query (the subject), no second header, no fragment.
    expect(href.match(/[?&#]/g)).toEqual(['?']);
    expect(mailtoHref('a@b.example,c@d.example')).toBe('mailto:a%40b.example%2Cc@d.example');
    expect(mailtoHref('a#frag@example.com')).not.toContain('#');
  });
});
