// Staff message a departure's group: preview it as each language's pilgrims will get it, then send
// one mail per booking in the booking's language through the mail collection (Trigger Email). The
// staff-mail caps are for public forms; a send counts against the departure's daily limit instead.
import {
  GROUP_MESSAGE_DAILY_LIMIT,
  groupMessageDayOf,
  groupMessageLimitResetsAt,
  type DepartureGroupMessages,
  type GroupMessage,
  type GroupMessagePreview,
  type GroupSendLimit,
  type RenderedMail,
} from '@umrah/domain/model/group-messages';
import { DomainError } from '@umrah/domain/model/errors';
import { FORM_LANGUAGES, type FormLanguage } from '@umrah/domain/model/validation-messages';
import type { GroupMessageInput } from '@umrah/domain/schemas/group-message';
import { tripLinksOf } from '../bookings/trip-links';
import { renderMail } from '../../platform/mail/mail';
import { getPublicSettings } from '../content/settings';
import { audienceOf } from './group-audience';
import { groupMessageMail } from './mails/group-message-mail';
import {
  countGroupSendsOnDay,
  groupSendsOfDeparture,
  recordGroupSend,
} from './store/group-messages-store';

/** A booking for the preview of a language nobody in the audience reads. */
const SAMPLE_BOOKING = { reference: 'XXXX-XXXX', tripLink: '' };

async function limitOf(departureId: string, now: Date): Promise<GroupSendLimit> {
  return {
    sentToday: await countGroupSendsOnDay(departureId, groupMessageDayOf(now)),
    dailyLimit: GROUP_MESSAGE_DAILY_LIMIT,
    resetsAt: groupMessageLimitResetsAt(now),
  };
}

export async function previewGroupMessage(
  departureId: string,
  input: GroupMessageInput,
  now = new Date(),
): Promise<GroupMessagePreview> {
  const [audience, settings, limit] = await Promise.all([
    audienceOf(departureId, input.audience),
    getPublicSettings(),
    limitOf(departureId, now),
  ]);
  const links = await tripLinksOf(audience.bookings);
  const mails = Object.fromEntries(
    FORM_LANGUAGES.map((language) => {
      const first = audience.recipients.find((r) => r.language === language);
      const booking = first
        ? { reference: first.reference, tripLink: links.get(first.bookingId) ?? '' }
        : SAMPLE_BOOKING;
      return [
        language,
        renderMail(groupMessageMail(input.texts[language], booking, settings, language)),
      ];
    }),
  ) as Record<FormLanguage, RenderedMail>;
  return { mails, recipients: audience.recipients, counts: audience.counts, limit };
}

/**
 * Sends the message: stored with its recipients, one mail per booking, all in one transaction;
 * refused (429) past the departure's daily limit, naming when it resets, and (409) when no
 * booking matches the audience.
 */
export async function sendGroupMessage(
  departureId: string,
  input: GroupMessageInput,
  sentBy: string,
  now = new Date(),
): Promise<GroupMessage> {
  const [audience, settings] = await Promise.all([
    audienceOf(departureId, input.audience),
    getPublicSettings(),
  ]);
  if (audience.recipients.length === 0) throw new DomainError('group_message_no_recipients');
  const links = await tripLinksOf(audience.bookings);
  const mails = audience.recipients.map((r) => ({
    to: r.email,
    message: groupMessageMail(
      input.texts[r.language],
      { reference: r.reference, tripLink: links.get(r.bookingId) ?? '' },
      settings,
      r.language,
    ),
  }));
  const message = {
    departureId,
    texts: input.texts,
    audience: input.audience,
    recipients: audience.recipients,
    sentBy,
  };
  const stored = await recordGroupSend(
    { ...message, day: groupMessageDayOf(now) },
    mails,
    GROUP_MESSAGE_DAILY_LIMIT,
  );
  if (stored === 'limit') {
    const resetsAt = groupMessageLimitResetsAt(now);
    throw new DomainError('group_message_daily_limit', {
      limit: GROUP_MESSAGE_DAILY_LIMIT,
      resetsAt,
      retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(resetsAt) - now.getTime()) / 1000)),
    });
  }
  return { id: stored.id, ...message, sentAt: now.toISOString() };
}

/** A departure's past sends with where it stands against today's limit. */
export async function groupMessagesOfDeparture(
  departureId: string,
  now = new Date(),
): Promise<DepartureGroupMessages> {
  const [sends, limit] = await Promise.all([
    groupSendsOfDeparture(departureId),
    limitOf(departureId, now),
  ]);
  return { sends, limit };
}
