import { describe, expect, it } from 'vitest';
import { cappedDomainOf, mailboxDomainOf, mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('ignores case, spaces and a +tag', () => {
    expect(mailboxOf(' Mariam+Umrah@Example.COM ')).toBe('mariam@example.com');
    expect(mailboxOf('mariam@example.com')).toBe('mariam@example.com');
  });

  it('reads every Gmail spelling of one inbox as one mailbox', () => {
    const one = mailboxOf('victim@gmail.com');
    for (const spelling of [
      'v.i.c.t.i.m@gmail.com',
      'Vic.Tim+refund@GMAIL.com',
      'victim@googlemail.com',
      'v.ictim+x@googlemail.com',
      'victim@gmail.com.',
    ]) {
      expect(mailboxOf(spelling)).toBe(one);
    }
  });

  it('keeps dots that make another mailbox outside Gmail, and other domains apart', () => {
    expect(mailboxOf('mariam.k@example.com')).not.toBe(mailboxOf('mariamk@example.com'));
    expect(mailboxOf('mariam@example.com')).not.toBe(mailboxOf('mariam@example.org'));
  });

  it('names the domain a cap counts by', () => {
    expect(mailboxDomainOf('a.b+c@GoogleMail.com')).toBe('gmail.com');
    expect(mailboxDomainOf('x@Agency.Example')).toBe('agency.example');
  });

  it('caps by domain only the rare domains, never a large webmail provider', () => {
    for (const address of [
      'a@gmail.com',
      'a.b@GoogleMail.com',
      'x@outlook.com',
      'x@hotmail.com',
      'x@live.ca',
      'x@yahoo.com',
      'x@icloud.com',
      'x@me.com',
      'x@aol.com',
      'x@proton.me',
      'x@gmx.net',
    ]) {
      expect(cappedDomainOf(address)).toBeNull();
    }
    expect(cappedDomainOf('person@Victim-Corp.Example')).toBe('victim-corp.example');
  });
});
