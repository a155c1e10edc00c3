import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';

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

/** Home section 6: an accordion where one answer is open at a time and any can be closed. */
export function FaqSection() {
  const [open, setOpen] = useState<number | false>(false);
  return (
    <Box component="section" aria-labelledby="faq-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="md">
        <SectionHeading
          id="faq-heading"
          eyebrow="FAQ"
          title="Frequently Asked Questions"
          subtitle="Answers to what pilgrims ask us most."
        />
        {FAQS.map((faq, i) => (
          <Accordion
            key={faq.question}
            expanded={open === i}
            onChange={(_event, expanded) => setOpen(expanded ? i : false)}
          >
            <AccordionSummary
              expandIcon={<ExpandMore />}
              id={`faq-${i}-header`}
              aria-controls={`faq-${i}-content`}
              sx={{ px: 3, py: 1, '& .MuiAccordionSummary-content': { my: 1.5 } }}
            >
              <Typography sx={{ fontWeight: 700, fontSize: '1.05rem' }}>{faq.question}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${i}-content`} sx={{ px: 3, pb: 3, pt: 0 }}>
              <Typography color="text.secondary">{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </Box>
  );
}
