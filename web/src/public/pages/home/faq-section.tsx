import { Icon } from '../../ui/icon';
import type { MessageId } from '@umrah/i18n/translate';
import { useT } from '../../site-context';
import { SectionHeading } from '../../ui/section-heading';

/** Spec section 2, home section 6: five questions with the spec's claims (i18n/catalogs). */
export const FAQS: readonly { question: MessageId; answer: MessageId }[] = [
  { question: 'home.faq.visa', answer: 'home.faq.visaAnswer' },
  { question: 'home.faq.cancellation', answer: 'home.faq.cancellationAnswer' },
  { question: 'home.faq.groups', answer: 'home.faq.groupsAnswer' },
  { question: 'home.faq.included', answer: 'home.faq.includedAnswer' },
  { question: 'home.faq.reply', answer: 'home.faq.replyAnswer' },
];

/**
 * Home section 6: native disclosures sharing one `name`, so the browser keeps one answer open at
 * a time and any can be closed again, without script.
 */
export function FaqSection() {
  const t = useT();
  return (
    <section id="faq" className="section section--paper home-faq" aria-labelledby="faq-heading">
      <div className="container container--md">
        <SectionHeading
          id="faq-heading"
          eyebrow={t('home.faq.eyebrow')}
          title={t('home.faq.title')}
          subtitle={t('home.faq.subtitle')}
        />
        {FAQS.map((faq) => (
          <details key={faq.question} className="home-faq__item" name="faq">
            <summary className="home-faq__question">
              <span>{t(faq.question)}</span>
              <Icon name="expandMore" className="home-faq__chevron" />
            </summary>
            <p className="muted home-faq__answer">{t(faq.answer)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
