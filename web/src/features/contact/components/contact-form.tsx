import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { DisabledUntilHydrated } from '../../../components/form/disabled-until-hydrated';
import { lazySchemaValidation } from '../../../components/form/lazy-schema-validation';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useNotify } from '../../../components/ui/notifications';
import { errorMessage } from '../../../lib/error-message';
import { newSubmissionId } from '../../../lib/submission-id';
import { sendContactMessage } from '../api/send-contact-message';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** Honeypot: stays empty for people. */
  website: string;
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '', website: '' };

/** The form's rules (yup), loaded once the visitor starts on the form rather than with the page. */
const loadContactRules = () => import('@umrah/domain/contact');
const validateContact = lazySchemaValidation<ContactValues>(() =>
  loadContactRules().then((rules) => rules.contactSchema),
);
const validateHomeContact = lazySchemaValidation<ContactValues>(() =>
  loadContactRules().then((rules) => rules.homeContactSchema),
);

interface ContactFormProps {
  /** 'home': the home page's Get in Touch form, without the phone field. */
  variant?: 'full' | 'home';
}

/**
 * The contact form (spec section 5): name, email and message required, phone optional (not on
 * the home page). Submitting shows 'Sending...', then the 'Message Sent!' toast, then clears.
 */
export function ContactForm({ variant = 'full' }: ContactFormProps) {
  const notify = useNotify();
  const withPhone = variant === 'full';
  // One id per message: a retry after a failure sends the same id, so it is stored once.
  const submissionId = useRef(newSubmissionId());

  async function handleSubmit(values: ContactValues, helpers: FormikHelpers<ContactValues>) {
    const { phone, website, ...rest } = values;
    try {
      await sendContactMessage({
        message: withPhone ? { ...rest, phone } : rest,
        submissionId: submissionId.current,
        website,
      });
      submissionId.current = newSubmissionId();
      notify({
        title: 'Message Sent!',
        description: "Thank you for contacting us. We'll get back to you soon.",
      });
      helpers.resetForm();
    } catch (error) {
      notify({ title: 'Message not sent', description: errorMessage(error), severity: 'error' });
    }
  }

  return (
    <Formik
      initialValues={EMPTY}
      validate={withPhone ? validateContact : validateHomeContact}
      onSubmit={handleSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Contact form" onFocus={() => void loadContactRules()}>
          <DisabledUntilHydrated sx={{ display: 'grid', gap: 2.5, position: 'relative' }}>
            <HoneypotField />
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <FormTextField
                name="name"
                id={`${variant}-contact-name`}
                label="Name"
                placeholder="Your name"
                autoComplete="name"
                required
              />
              <FormTextField
                name="email"
                id={`${variant}-contact-email`}
                label="Email"
                type="email"
                placeholder="you@example.com"
                autoComplete="email"
                required
              />
            </Box>
            {withPhone && (
              <FormTextField
                name="phone"
                id={`${variant}-contact-phone`}
                label="Phone (optional)"
                type="tel"
                placeholder="+1 416 555 0100"
                autoComplete="tel"
              />
            )}
            <FormTextField
              name="message"
              id={`${variant}-contact-message`}
              label="Message"
              placeholder="Tell us about your Umrah plans..."
              multiline
              rows={5}
              required
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSubmitting}
              endIcon={isSubmitting ? undefined : <Send />}
              sx={{ justifySelf: { sm: 'start' }, minWidth: 200 }}
            >
              {isSubmitting ? 'Sending...' : 'Send Message'}
            </Button>
          </DisabledUntilHydrated>
        </Form>
      )}
    </Formik>
  );
}
