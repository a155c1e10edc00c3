// One mailbox, however its address is spelled. Every per-email limit (submissions, the
// visitor's acknowledgements) compares addresses through `mailboxOf`, so a flood cannot reach
// one inbox under many spellings (the security review sent 8 mails to one Gmail inbox this way).

/** Domains whose mailboxes ignore dots in the local part and answer under both names. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to: case ignored, a `+tag` dropped (most providers deliver
 * `a+1@x` to `a@x`), and for Gmail the dots dropped and `googlemail.com` read as `gmail.com`.
 */
export function mailboxOf(email: string): string {
  const [rawLocal = '', rawDomain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const domain = rawDomain.replace(/\.$/, '');
  let local = rawLocal.replace(/\+.*$/, '');
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    return `${local}@gmail.com`;
  }
  return `${local}@${domain}`;
}

/** The domain a mailbox belongs to (after `mailboxOf`): the per-domain cap counts by it. */
export function mailboxDomainOf(email: string): string {
  return mailboxOf(email).split('@')[1] ?? '';
}

/**
 * Large webmail providers: millions of unrelated people share each of these domains, so a cap
 * per recipient domain would let ten strangers' mailboxes there silence every other customer of
 * the provider. The per-domain cap on acknowledgements counts only the other (rare) domains; the
 * per-mailbox limit still holds everywhere.
 */
export const LARGE_WEBMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.fr',
  'hotmail.com',
  'hotmail.ca',
  'hotmail.fr',
  'hotmail.co.uk',
  'live.com',
  'live.ca',
  'live.fr',
  'msn.com',
  'yahoo.com',
  'yahoo.ca',
  'yahoo.fr',
  'yahoo.co.uk',
  'ymail.com',
  'rocketmail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'gmx.fr',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'videotron.ca',
  'sympatico.ca',
  'bell.net',
  'rogers.com',
  'shaw.ca',
  'telus.net',
  'cogeco.ca',
]);

/**
 * The domain the per-domain acknowledgement cap counts an address under, or null for a large
 * webmail provider (not one sender's domain: only its mailboxes are limited).
 */
export function cappedDomainOf(email: string): string | null {
  const domain = mailboxDomainOf(email);
  return LARGE_WEBMAIL_DOMAINS.has(domain) ? null : domain;
}
