import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useField } from 'formik';

/** The published/draft switch of a content form (field `isPublished`). */
export function PublishSwitch({ name = 'isPublished' }: { name?: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            name={name}
            checked={field.value}
            onChange={(_event, checked) => void helpers.setValue(checked)}
          />
        }
        label="Published"
      />
      <FormHelperText sx={{ mt: 0 }}>
        {field.value
          ? 'Visible on the public site.'
          : 'Draft: saved here but hidden from the public site.'}
      </FormHelperText>
    </div>
  );
}
