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
