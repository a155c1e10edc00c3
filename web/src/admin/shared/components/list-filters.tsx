import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

/** One filter of a list: a text box, a date, or a choice ('' means any). */
export interface FilterField {
  name: string;
  label: string;
  type: 'text' | 'date' | 'select';
  /** For a select: its choices after "Any". */
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
}

export type FilterValues = Record<string, string | undefined>;

interface Props {
  /** Names the form for assistive technology: 'Filter the audit log'. */
  label: string;
  fields: readonly FilterField[];
  /** Called with the filters set (empty ones left out) on Apply, and with {} on Clear. */
  onApply: (values: FilterValues) => void;
}

const trimmed = (values: Record<string, string>): FilterValues =>
  Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(([, v]) => v !== ''),
  );

/**
 * The filters above an admin list: the list reads again from the server on Apply (the server
 * filters and pages), so what is shown and counted is the whole filtered list.
 */
export function ListFilters({ label, fields, onApply }: Props) {
  const empty = Object.fromEntries(fields.map((f) => [f.name, '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(trimmed(values));
  };
  return (
    <Stack
      component="form"
      aria-label={label}
      onSubmit={submit}
      direction="row"
      useFlexGap
      flexWrap="wrap"
      spacing={1.5}
      alignItems="center"
      sx={{ mb: 2 }}
    >
      {fields.map((f) => (
        <TextField
          key={f.name}
          size="small"
          label={f.label}
          name={f.name}
          type={f.type === 'date' ? 'date' : 'text'}
          select={f.type === 'select'}
          value={values[f.name] ?? ''}
          placeholder={f.placeholder}
          onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: f.type === 'select' ? 200 : 160 }}
        >
          {f.type === 'select' && [
            <MenuItem key="" value="">
              Any
            </MenuItem>,
            ...(f.options ?? []).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            )),
          ]}
        </TextField>
      ))}
      <Button type="submit" variant="contained">
        Apply filters
      </Button>
      <Button
        type="button"
        onClick={() => {
          setValues(empty);
          onApply({});
        }}
      >
        Clear
      </Button>
    </Stack>
  );
}
