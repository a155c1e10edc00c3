import Close from '@mui/icons-material/Close';
import Description from '@mui/icons-material/DescriptionOutlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { passportFileError } from '@umrah/domain/passport';
import { PASSPORT_EXTENSIONS, PASSPORT_MIME_TYPES } from '@umrah/domain/constants';
import type { ChangeEvent } from 'react';
import { useNotify } from '../../../components/ui/notifications';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

const ACCEPT = [...PASSPORT_EXTENSIONS, ...PASSPORT_MIME_TYPES].join(',');

interface PassportFieldProps {
  file: File | null;
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
}

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Optional passport scan: .pdf/.jpg/.jpeg/.png up to 5 MB. A file that breaks the rules is
 * rejected (not kept) with the spec's message under the field and as a toast.
 */
export function PassportField({ file, error, onChange }: PassportFieldProps) {
  const notify = useNotify();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    const problem = passportFileError(picked);
    if (problem) {
      const [title = problem, description] = problem.split(' - ');
      notify({ title, description, severity: 'error' });
      onChange(null, problem);
    } else {
      onChange(picked, null);
    }
  }

  return (
    <Box>
      <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
        Passport copy (optional)
      </Typography>
      {file ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Description color="primary" aria-hidden />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography noWrap sx={{ fontWeight: 600 }}>
              {file.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {fileSize(file.size)}
            </Typography>
          </Box>
          <IconButton aria-label={`Remove ${file.name}`} onClick={() => onChange(null, null)}>
            <Close />
          </IconButton>
        </Box>
      ) : (
        <Box
          component="label"
          sx={{
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            px: 2,
            py: 1.5,
            borderRadius: 3,
            border: '1px dashed',
            borderColor: error ? 'error.main' : 'primary.main',
            color: 'primary.main',
            fontWeight: 600,
            textAlign: 'center',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            '&:has(input:focus-visible)': {
              outline: '3px solid',
              outlineColor: 'accent.main',
              outlineOffset: 2,
            },
          }}
        >
          <UploadFile aria-hidden />
          Upload passport (PDF, JPG or PNG, max 5MB)
          <Box
            component="input"
            type="file"
            name="passport"
            accept={ACCEPT}
            onChange={handleChange}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'passport-error' : undefined}
            sx={{ ...visuallyHidden, opacity: 0 }}
          />
        </Box>
      )}
      {error && (
        <FormHelperText error id="passport-error" role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
