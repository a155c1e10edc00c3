import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { colorContrastWarning } from '@umrah/domain/model/brand-colors';
import { hexToHslText, hslTextToHex } from '@umrah/domain/model/color';
import { useField } from 'formik';
import type { ChangeEvent } from 'react';
import { FormTextField } from '../../../shared/components/form-text-field';

/** The label stays small so the default colour shows as placeholder while blank. */
const shrunkLabel = { inputLabel: { shrink: true } };

interface Props {
  name: string;
  label: string;
  /** The default colour, 'H S% L%', shown as placeholder and in the picker while blank. */
  fallback: string;
  /** What the public pages paint with it: decides which contrast it must keep. */
  role?: 'primary' | 'secondary' | 'accent';
}

/**
 * A theme colour: a colour picker (which works in #rrggbb) and the stored text 'H S% L%',
 * both editable and kept in step through the domain's conversions, with a warning when the
 * colour would leave the public pages' text below AA contrast.
 */
export function ColorField({ name, label, fallback, role }: Props) {
  const [field, , helpers] = useField<string>(name);
  const hex = hslTextToHex(field.value ?? '') ?? hslTextToHex(fallback) ?? '#000000';
  const warning = role ? colorContrastWarning(role, field.value ?? '') : null;
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          aria-label={`${label} picker`}
          value={hex}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const text = hexToHslText(event.target.value);
            if (text) void helpers.setValue(text);
          }}
          sx={{
            flexShrink: 0,
            width: 56,
            height: 56,
            p: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            cursor: 'pointer',
          }}
        />
        <FormTextField
          name={name}
          label={label}
          placeholder={fallback}
          slotProps={shrunkLabel}
          helperText={`Hue saturation% lightness%, e.g. ${fallback}`}
        />
      </Box>
      {warning && (
        <Alert severity="warning" variant="outlined" id={`${name}-contrast`}>
          {warning}
        </Alert>
      )}
    </Stack>
  );
}
