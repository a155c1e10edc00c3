// `mailto:` links built from addresses that visitors typed: each part is percent-encoded, so an
// address can never add recipients, headers or a body to the mail (RFC 6068).

/** `mailto:` for `address`, with an optional subject (both encoded; the '@' stays readable). */
export function mailtoHref(address: string, subject?: string): string {
  const at = address.lastIndexOf('@');
  const to =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${to}${query}`;
}
