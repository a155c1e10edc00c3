// The one layout of every mail (pilgrims' and staff's): what a builder says (intro, data lines,
// actions, the agency's contacts) becomes the Trigger Email message `{ subject, text, html }`.
// The HTML is what mail clients render reliably: nested tables, inline styles, no images, one
// <style> block only for what a client may ignore (dark mode, narrow screens). An action is a
// button whose visible text is a few words and whose target is the full token link: the long
// address never shows in the HTML, only in the plain-text part, on a line of its own.
import { brandColors } from '@umrah/domain/model/brand-colors';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { translatorFor, type Translate } from '@umrah/i18n/translate';

/** A button: its visible text (short, from the catalogs) and where it goes. */
export interface MailAction {
  label: string;
  url: string;
}

/** The agency's contacts, in the footer, apart from the reader's own data. */
export interface MailContacts {
  name: string;
  phone?: string;
  whatsapp?: string;
  email?: string;
}

export interface MailMessage {
  subject: string;
  /** Paragraphs (staff-written ones keep their line breaks). */
  intro: string;
  /** The reader's data as label/value lines: a table in the HTML, "label: value" in the text. */
  lines: [label: string, value: string][];
  /** The reader's language ('en' when absent: staff mails): French puts a no-break space before ':'. */
  language?: FormLanguage;
  /** Buttons, the main one first (the others are drawn as outlines). */
  actions?: MailAction[];
  /** The agency's contacts: the footer. */
  contacts?: MailContacts;
  /** Small print under the contacts, with its link (the way out of news and offers). */
  footnote?: { text: string; link: MailAction };
  /** The settings' primary colour ('H S% L%'), for the buttons; the default when absent. */
  brandColor?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The footer's contacts from the public settings (the agency's name, phone, WhatsApp, email). */
export function agencyContacts(settings: PublicSettings, t: Translate): MailContacts {
  return {
    name: settings.siteName || t('mail.agencyFallback'),
    phone: settings.phone,
    whatsapp: settings.whatsappNumber,
    email: settings.email,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Colours that read on light and on dark: clients that honour prefers-color-scheme get the dark
// block below; those that invert colours on their own (Gmail's apps, Outlook) invert a light mail
// with a mid-dark button, which stays readable either way.
const PAGE_BG = '#f1f3f2';
const CARD_BG = '#ffffff';
const TEXT = '#1c2024';
const MUTED = '#5a6168';
const RULE = '#dfe3e1';
const FONT = 'font-family:Arial,Helvetica,sans-serif';

const DARK_CSS = [
  '.m-bg{background:#121416 !important}',
  '.m-card{background:#1e2225 !important;color:#e6e9eb !important}',
  '.m-muted{color:#aeb5bb !important}',
  '.m-rule{border-color:#343a3f !important}',
  '.m-link{color:#9fd8bd !important}',
  '.m-outline{border-color:#9fd8bd !important;color:#9fd8bd !important}',
].join('');
const NARROW_CSS = [
  '.m-pad{padding-left:18px !important;padding-right:18px !important}',
  '.m-outer{padding:12px 6px !important}',
  '.m-btn{width:100% !important}.m-btn a{display:block !important;text-align:center}',
].join('');

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const whatsappOf = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

function link(url: string, label: string): string {
  return `<a class="m-link" href="${escapeHtml(url)}" style="color:inherit;text-decoration:underline">${escapeHtml(label)}</a>`;
}

function button(action: MailAction, primary: boolean, color: string, onColor: string): string {
  const cell = primary
    ? `bgcolor="${color}" style="border-radius:6px;background:${color}"`
    : `style="border-radius:6px"`;
  const anchor = primary
    ? `color:${onColor};background:${color};border:2px solid ${color}`
    : `color:${color};background:transparent;border:2px solid ${color}`;
  return `<table role="presentation" class="m-btn" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px"><tr><td ${cell}><a href="${escapeHtml(action.url)}" class="${primary ? '' : 'm-outline'}" style="display:inline-block;padding:12px 22px;border-radius:6px;${FONT};font-size:16px;font-weight:bold;line-height:20px;text-decoration:none;${anchor}">${escapeHtml(action.label)}</a></td></tr></table>`;
}

/** The footer's contact lines: label and value, the value linked (call, WhatsApp, write). */
function contactEntries(
  c: MailContacts,
  t: Translate,
): { label: string; value: string; url: string }[] {
  return [
    ...(c.phone ? [{ label: t('mail.phone'), value: c.phone, url: telOf(c.phone) }] : []),
    ...(c.whatsapp
      ? [{ label: t('mail.whatsapp'), value: c.whatsapp, url: whatsappOf(c.whatsapp) }]
      : []),
    ...(c.email ? [{ label: t('mail.email'), value: c.email, url: `mailto:${c.email}` }] : []),
  ];
}

export function renderMail(message: MailMessage): RenderedMail {
  const { subject, intro, lines, language = 'en', actions = [], contacts, footnote } = message;
  const t = translatorFor(localeOfLanguage(language));
  const labelled = (label: string) => t('mail.label', { label });
  const { primary, onPrimary } = brandColors({ primary: message.brandColor }).light;
  const contactList = contacts ? contactEntries(contacts, t) : [];

  // The text part: the intro, each action's words then its address on a line of its own, the
  // data, then the footer after the usual signature separator.
  const text = [
    intro,
    ...actions.flatMap((a) => ['', labelled(a.label), a.url]),
    ...(lines.length
      ? ['', ...lines.map(([label, value]) => t('mail.line', { label, value }))]
      : []),
    ...(contacts
      ? [
          '',
          '-- ',
          t('mail.footer.contact', { agency: contacts.name }),
          ...contactList.map((c) => t('mail.line', { label: c.label, value: c.value })),
        ]
      : []),
    ...(footnote ? ['', footnote.text, footnote.link.url] : []),
  ].join('\n');

  const pad = 'padding-left:28px;padding-right:28px';
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td class="m-muted m-rule" valign="top" width="40%" style="padding:9px 12px 9px 0;border-top:1px solid ${RULE};color:${MUTED};font-size:14px;line-height:20px">${escapeHtml(label)}</td><td class="m-rule" valign="top" style="padding:9px 0;border-top:1px solid ${RULE};font-size:15px;line-height:21px;white-space:pre-wrap;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const body = [
    // pre-wrap: an intro written by staff (a message to a group) keeps its paragraphs.
    `<tr><td class="m-pad" style="${pad};padding-top:24px;padding-bottom:8px"><p style="margin:0 0 16px;font-size:16px;line-height:24px;white-space:pre-wrap">${escapeHtml(intro)}</p></td></tr>`,
    actions.length
      ? `<tr><td class="m-pad" style="${pad};padding-bottom:8px">${actions.map((a, i) => button(a, i === 0, primary, onPrimary)).join('')}</td></tr>`
      : '',
    rows
      ? `<tr><td class="m-pad" style="${pad};padding-bottom:16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">${rows}</table></td></tr>`
      : '',
    contacts
      ? `<tr><td class="m-pad m-muted m-rule" style="${pad};padding-top:16px;padding-bottom:20px;border-top:1px solid ${RULE};background:transparent;color:${MUTED};font-size:14px;line-height:21px"><strong>${escapeHtml(t('mail.footer.contact', { agency: contacts.name }))}</strong>${contactList.map((c) => `<br>${escapeHtml(labelled(c.label))} ${link(c.url, c.value)}`).join('')}${footnote ? `<br><br>${escapeHtml(footnote.text)} ${link(footnote.link.url, footnote.link.label)}` : ''}</td></tr>`
      : '',
  ].join('');

  const html = `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(subject)}</title><style>@media (prefers-color-scheme: dark){${DARK_CSS}}@media (max-width:480px){${NARROW_CSS}}</style></head><body style="margin:0;padding:0;background:${PAGE_BG}"><table role="presentation" class="m-bg" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAGE_BG}"><tr><td class="m-outer" align="center" style="padding:24px 12px"><table role="presentation" class="m-card" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${CARD_BG};border-radius:8px;color:${TEXT};${FONT}">${body}</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

/**
 * A text staff wrote (a group message) with the language's punctuation spacing, as the French
 * pages show what staff type: through the catalog's translator, which spaces French.
 */
export const spacedFor = (language: FormLanguage, text: string) =>
  translatorFor(localeOfLanguage(language))('mail.asWritten', { text });
