import {
  SECRET_SETTINGS_KEYS,
  SETTINGS_KEYS,
  settingsSchema,
  type AdminSettings,
  type SettingsInput,
} from '@umrah/domain/schemas/settings';
import { formValuesToBody } from '../../../shared/form-values';

export type SettingsFormValues = Record<keyof SettingsInput, string>;

/**
 * The form starts from the stored settings; the secret fields start empty (its stored
 * value is never sent to the browser, only a mask shown as placeholder).
 */
export function toSettingsFormValues(settings: AdminSettings): SettingsFormValues {
  const values = {} as SettingsFormValues;
  for (const key of SETTINGS_KEYS) {
    const stored = (SECRET_SETTINGS_KEYS as readonly string[]).includes(key)
      ? ''
      : settings[key as keyof AdminSettings];
    values[key] = typeof stored === 'string' ? stored : '';
  }
  return values;
}

/** The full settings object for PUT; an empty secret key keeps the stored one. */
export function toSettingsBody(values: SettingsFormValues): SettingsInput {
  return formValuesToBody(settingsSchema, values);
}
