import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutPage } from '../pages/about/about-page';
import { renderPage } from '../testing/render-page';

const footer = () => within(screen.getByRole('contentinfo'));

describe('site footer', () => {
  it('shows the address on one line and the provincial registration', () => {
    renderPage(aboutPage, {
      path: '/about',
      settings: {
        address: '7450 Dundas Street East, Suite 210',
        city: 'Mississauga',
        province: 'ON',
        postalCode: 'l4x2w6',
        registrationAuthority: 'TICO (Ontario)',
        registrationNumber: '50012345',
      },
    });
    expect(
      footer().getByText('7450 Dundas Street East, Suite 210, Mississauga, ON L4X 2W6'),
    ).toBeInTheDocument();
    expect(footer().getByText('Registered with TICO (Ontario), no. 50012345')).toBeInTheDocument();
  });

  it('says nothing about a registration that is not set', () => {
    renderPage(aboutPage, { path: '/about', settings: { registrationAuthority: 'TICO' } });
    expect(footer().queryByText(/Registered with/)).toBeNull();
  });
});
