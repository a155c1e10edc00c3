import {
  GUARDED_MAILBOXES,
  GUARDED_SETTINGS,
  isMaskedSecret,
  SETTINGS_KEYS,
  settingsSchema,
  type SettingsInput,
} from '@umrah/domain/schemas/settings';
import { Router } from 'express';
import { mailAdminsAboutChange, requireFreshSecondFactor } from '../auth/sensitive-change';
import { adminOf } from '../auth/session';
import { getPublicSettings, getAdminSettings, saveSettings } from '../../wings/content/settings';
import { asyncHandler } from '../../platform/http/errors';
import { DomainError } from '@umrah/domain/model/errors';
import { writeWithImportedImages } from '../../platform/http/image-addresses';
import { validateBody } from '../../platform/http/validate';

/** The settings' images, which may be given as another site's address (fetched on save). */
const IMAGE_FIELDS = { logoUrl: 'Logo URL', heroImageUrl: 'Hero image URL' } as const;

/**
 * What this save changes among the guarded fields (named for the alert mail), and the addresses
 * to tell: the staff email as it was, and an e-Transfer address being replaced. A save replaces
 * every public field (a missing one becomes blank), so each is compared as saved.
 */
async function sensitiveChanges(
  input: SettingsInput,
): Promise<{ changes: string[]; before: string[] }> {
  const current = await getPublicSettings();
  const changed = (Object.keys(GUARDED_SETTINGS) as (keyof typeof GUARDED_SETTINGS)[]).filter(
    (key) => (input[key] ?? '') !== (current[key] ?? ''),
  );
  const changes: string[] = changed.map((key) => GUARDED_SETTINGS[key]);
  // The secrets are write-only: a value that is not blank or the masked one replaces them.
  const replaces = (v: string) => !!v.trim() && !isMaskedSecret(v.trim());
  if (replaces(input.stripeSecretKey)) changes.push('the Stripe secret key');
  if (replaces(input.stripeWebhookSecret)) changes.push('the Stripe webhook secret');
  const before = [
    current.email ?? '',
    ...GUARDED_MAILBOXES.filter((key) => changed.includes(key)).map((key) => current[key] ?? ''),
  ];
  return { changes, before };
}

export function adminSettingsRouter(): Router {
  const router = Router();

  router.get(
    '/',
    asyncHandler(async (_req, res) => {
      res.json(await getAdminSettings());
    }),
  );

  router.put(
    '/',
    asyncHandler(async (req, res) => {
      const input = validateBody(settingsSchema, req.body);
      // Every field is optional (blank clears it), so a body without any of them would wipe them all.
      if (!SETTINGS_KEYS.some((key) => Object.hasOwn(req.body as object, key))) {
        throw new DomainError('settings_body_empty');
      }
      const { changes, before } = await sensitiveChanges(input);
      if (changes.length) await requireFreshSecondFactor(req, adminOf(req));
      await writeWithImportedImages(req, res, input, IMAGE_FIELDS, saveSettings);
      if (changes.length)
        await mailAdminsAboutChange(req, adminOf(req), `changed ${changes.join(', ')}`, before);
      res.json(await getAdminSettings());
    }),
  );

  return router;
}
