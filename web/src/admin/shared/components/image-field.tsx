import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UPLOAD_MAX_BYTES } from '@umrah/domain/model/constants';
import { useField } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { useUploadImage } from '../api/upload-image';
import { useReportError } from '../hooks/use-report-error';
import { FormTextField } from './form-text-field';
import { useNotify } from './notifications';

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

interface Props {
  name: string;
  /** Label of the URL text field, e.g. 'Image URL'. */
  label: string;
  /** Name of the upload button, e.g. 'Upload image'. */
  uploadLabel?: string;
  /** Toast after a successful upload (spec section 8). */
  successMessage?: string;
  /** Toast title after a failed upload: 'Upload failed' (gallery: 'Image upload failed'). */
  failureMessage?: string;
  required?: boolean;
  helperText?: string;
  previewAlt?: string;
  /**
   * 'contain' shows the whole image at its own proportions (a logo: staff check its edges);
   * 'cover' (default) fills a fixed frame, as photos are shown on the site.
   */
  previewFit?: 'cover' | 'contain';
}

/**
 * An image given either by uploading a file (POST /api/admin/upload) or by typing its URL,
 * with a preview of what is set. The server fetches another site's address on save and stores
 * it like an upload (the public pages load images from this site only).
 */
export function ImageField({
  name,
  label,
  uploadLabel = 'Upload image',
  successMessage = 'Image uploaded successfully!',
  failureMessage = 'Upload failed',
  required = false,
  helperText = 'Upload a JPEG, PNG, WebP or GIF (up to 5 MB), or paste its public https address: a copy is kept on this site when you save.',
  previewAlt = 'Preview',
  previewFit = 'cover',
}: Props) {
  const [field, , helpers] = useField<string | null>(name);
  const upload = useUploadImage();
  const notify = useNotify();
  const reportError = useReportError();
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const url = (field.value ?? '').trim();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      notify({
        title: failureMessage,
        description: 'The image is larger than 5 MB. Please choose a smaller file.',
        severity: 'error',
      });
      return;
    }
    try {
      const { url: uploaded } = await upload.mutateAsync(file);
      await helpers.setValue(uploaded);
      notify({ title: successMessage, severity: 'success' });
    } catch (error) {
      reportError(error, failureMessage);
    }
  }

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
        <FormTextField
          name={name}
          label={label}
          required={required}
          helperText={helperText}
          placeholder="https://... or /images/..."
        />
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadIcon />}
          loading={upload.isPending}
          sx={{ flexShrink: 0, mt: { sm: 1 }, whiteSpace: 'nowrap' }}
        >
          {uploadLabel}
          <input type="file" hidden accept={ACCEPTED_TYPES} onChange={(e) => void onFile(e)} />
        </Button>
      </Stack>
      {url !== '' && brokenPreview !== url && (
        <Box
          component="img"
          src={url}
          alt={previewAlt}
          onError={() => setBrokenPreview(url)}
          sx={{
            display: 'block',
            ...(previewFit === 'contain'
              ? { width: 'auto', maxWidth: 'min(100%, 320px)', height: 'auto', p: 1 }
              : { width: 240, maxWidth: '100%', objectFit: 'cover' }),
            maxHeight: 160,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      {url !== '' && brokenPreview === url && (
        <Typography variant="body2" color="text.secondary">
          No preview: the image at this address could not be loaded here. Another site’s image is
          fetched when you save.
        </Typography>
      )}
    </Stack>
  );
}
