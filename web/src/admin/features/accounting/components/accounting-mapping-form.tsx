import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_FIELDS,
  ACCOUNTING_DATE_FORMATS,
  type AccountingMapping,
} from '@umrah/domain/model/money/accounting-export';
import { accountingMappingSchema } from '@umrah/domain/schemas/accounting-mapping';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { showServerFieldErrors } from '../../../shared/departures/components/server-field-errors';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { useAccountingMapping, useSaveAccountingMapping } from '../api/accounting';

/** The mapping: which account each kind of line goes to, set once; the exports read it. */
export function AccountingMappingForm() {
  const mapping = useAccountingMapping();
  const save = useSaveAccountingMapping();
  const notify = useNotify();
  const reportError = useReportError();
  if (mapping.isPending) return <Loading label="Loading the mapping" />;
  if (mapping.isError) {
    return (
      <LoadError
        title="Could not load the mapping"
        error={mapping.error}
        onRetry={() => void mapping.refetch()}
      />
    );
  }
  async function submit(values: AccountingMapping, helpers: FormikHelpers<AccountingMapping>) {
    try {
      const body = accountingMappingSchema.validateSync(values, {
        stripUnknown: true,
      }) as AccountingMapping;
      await save.mutateAsync(body);
      notify({ title: 'Accounting mapping saved', severity: 'success' });
    } catch (error) {
      reportError(error, 'Could not save the mapping');
      showServerFieldErrors(error, helpers);
    }
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        Mapping
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The account each kind of line goes to: Xero&apos;s account code (e.g. 200), or the
        QuickBooks Online account or product/service name the import screen matches. Set once; every
        file uses it.
      </Typography>
      <Formik
        initialValues={mapping.data}
        validationSchema={accountingMappingSchema}
        onSubmit={submit}
        enableReinitialize
      >
        {({ isSubmitting }) => (
          <Form aria-label="Accounting mapping" noValidate>
            <FieldGrid>
              {ACCOUNT_FIELDS.map(([name, label]) => (
                <FormTextField
                  key={name}
                  id={`mapping-${name}`}
                  name={name}
                  label={label}
                  required
                />
              ))}
              <FormTextField
                id="mapping-taxType"
                name="taxType"
                label="Tax type (Xero)"
                helperText="The tax rate's name as Xero shows it, e.g. Tax Exempt"
                required
              />
              <FormTextField
                id="mapping-dateFormat"
                name="dateFormat"
                label="Date format"
                helperText="Choose the same on the import screen"
                select
                required
              >
                {ACCOUNTING_DATE_FORMATS.map((f) => (
                  <MenuItem key={f} value={f}>
                    {f}
                  </MenuItem>
                ))}
              </FormTextField>
            </FieldGrid>
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
              Save mapping
            </Button>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
