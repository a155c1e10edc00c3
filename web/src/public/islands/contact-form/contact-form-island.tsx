import { Island } from '../island';
import { ContactForm, type ContactFormProps } from './contact-form';

/** The contact form as an island: server markup at once, hydrated as it nears the viewport. */
export function ContactFormIsland(props: ContactFormProps) {
  return <Island name="contact-form" component={ContactForm} props={props} when="visible" />;
}
