import { describe, expect, it } from 'vitest';
import { mailboxOf } from './submission-throttle';

describe('mailboxOf', () => {
  it('counts one mailbox whatever its case or +tag', () => {
    expect(mailboxOf(' Mariam+Umrah@Example.COM ')).toBe('mariam@example.com');
    expect(mailboxOf('mariam@example.com')).toBe('mariam@example.com');
  });

  it('keeps different mailboxes and domains apart', () => {
    expect(mailboxOf('mariam@example.com')).not.toBe(mailboxOf('mariam@example.org'));
    expect(mailboxOf('mariam.k@example.com')).not.toBe(mailboxOf('mariam@example.com'));
  });
});
