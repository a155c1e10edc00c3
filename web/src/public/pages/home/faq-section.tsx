import { Icon } from '../../ui/icon';
import { SectionHeading } from '../../ui/section-heading';

/** Spec section 2, home section 6: five questions with the spec's claims. */
export const FAQS = [
  {
    question: 'How long does the Umrah visa take?',
    answer:
      'Visa processing usually takes 3-5 business days once we have your complete documents. We handle the application for you and keep you updated.',
  },
  {
    question: 'What is your cancellation policy?',
    answer:
      'Cancellations made 60+ days before departure get a full refund minus fees. Cancellations made 30-60 days before departure may incur a 25% charge. Contact us as early as possible if your plans change.',
  },
  {
    question: 'Do you offer group discounts?',
    answer:
      'Yes. We offer special group rates for 10 or more people travelling together, ideal for families, mosques and community groups.',
  },
  {
    question: 'What is included in your packages?',
    answer:
      'Our packages combine visa, flights and accommodation. Each package page lists exactly what is included and what is not.',
  },
  {
    question: 'How quickly will you reply to my enquiry?',
    answer:
      'We reply to every enquiry within 24 hours, whether you write through the website, by email or on WhatsApp.',
  },
] as const;

/**
 * Home section 6: native disclosures sharing one `name`, so the browser keeps one answer open at
 * a time and any can be closed again, without script.
 */
export function FaqSection() {
  return (
    <section id="faq" className="section section--paper home-faq" aria-labelledby="faq-heading">
      <div className="container container--md">
        <SectionHeading
          id="faq-heading"
          eyebrow="FAQ"
          title="Frequently Asked Questions"
          subtitle="Answers to what pilgrims ask us most."
        />
        {FAQS.map((faq) => (
          <details key={faq.question} className="home-faq__item" name="faq">
            <summary className="home-faq__question">
              <span>{faq.question}</span>
              <Icon name="expandMore" className="home-faq__chevron" />
            </summary>
            <p className="muted home-faq__answer">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
