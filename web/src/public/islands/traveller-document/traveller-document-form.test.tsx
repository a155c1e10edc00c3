import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TravellerDocumentForm, type TravellerDocumentFormProps } from './traveller-document-form';

const props: TravellerDocumentFormProps = {
  id: 'traveller-1-photo',
  action: '/api/trip/tok/travellers/1/documents/photo?lang=en',
  kind: 'photo',
  label: 'Passport-style photo',
  hint: 'JPEG or PNG picture, up to 5 MB.',
  accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
  status: 'Not received yet',
  received: false,
  button: 'Upload',
  buttonLabel: 'Upload: Passport-style photo',
  problems: {
    traveller_document_type: 'The photo must be a JPEG or PNG picture.',
    traveller_document_too_large: 'This file is larger than 5 MB.',
    traveller_document_empty: 'No file was received.',
  },
  problem: null,
  uploaded: null,
  chosen: 'Chosen: {name}',
};

describe('a traveller document’s upload (island)', () => {
  it('refuses a file the server would refuse before sending it, beside the field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    // What reaches the window after React's handler: whether the browser would send the form.
    const sent = vi.fn();
    const listener = (e: Event) => {
      if (!e.defaultPrevented) sent();
      e.preventDefault();
    };
    window.addEventListener('submit', listener);
    render(<TravellerDocumentForm {...props} />);
    const input = screen.getByLabelText('Passport-style photo');
    await user.upload(input, new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The photo must be a JPEG or PNG picture.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Upload: Passport-style photo' }));
    expect(sent).not.toHaveBeenCalled();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('This file is larger than 5 MB.');

    await user.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload: Passport-style photo' }));
    expect(sent).toHaveBeenCalledTimes(1);
    window.removeEventListener('submit', listener);
  });

  it('asks for a file when none was chosen, and shows the server’s answer it was given', async () => {
    const user = userEvent.setup();
    render(<TravellerDocumentForm {...props} problem="traveller_document_type" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The photo must be a JPEG or PNG picture.');
    await user.click(screen.getByRole('button', { name: 'Upload: Passport-style photo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No file was received.');
  });

  it('names the file chosen before it is sent, with a PDF mark for a scan', async () => {
    const user = userEvent.setup();
    render(
      <TravellerDocumentForm
        {...props}
        id="traveller-1-passport"
        kind="passport"
        label="Passport scan"
        accept=".pdf,.jpg,.jpeg,.png"
      />,
    );
    expect(screen.queryByText(/^Chosen:/)).toBeNull();
    await user.upload(
      screen.getByLabelText('Passport scan'),
      new File(['%PDF-1.4'], 'passport-amina.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('Chosen: passport-amina.pdf')).toBeVisible();
    expect(screen.getByText('PDF')).toHaveClass('trip__preview--pdf');
  });
});
