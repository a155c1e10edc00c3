import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { departureSchema } from '@umrah/domain/schemas/departure';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import {
  emptyDepartureValues,
  toDepartureBody,
  type DepartureFormValues,
} from './departure-form-values';
import { FlightLegsFields } from './flight-legs-fields';

describe('the departure form’s flights', () => {
  it('adds, fills and removes flight legs, sent with their local times', async () => {
    const submitted = vi.fn<(values: DepartureFormValues) => void>();
    render(
      <Formik initialValues={emptyDepartureValues} onSubmit={submitted}>
        <Form>
          <FlightLegsFields />
          <button type="submit">Save</button>
        </Form>
      </Formik>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a flight' }));
    await user.click(screen.getByRole('button', { name: 'Add a flight' }));
    await user.type(screen.getAllByRole('textbox', { name: 'Flight number' })[0]!, 'SV 72');
    await user.type(screen.getAllByRole('textbox', { name: 'From' })[0]!, 'YYZ');
    await user.type(screen.getAllByRole('textbox', { name: 'To' })[0]!, 'JED');
    fireEvent.change(screen.getAllByLabelText('Arrives (local time)')[0]!, {
      target: { value: '2027-03-02T17:10' },
    });
    await user.type(screen.getAllByRole('textbox', { name: 'Flight number' })[1]!, 'SV 71');
    await user.click(screen.getByRole('button', { name: 'Add a flight' }));
    await user.click(screen.getByRole('button', { name: 'Remove flight 3' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    const values = submitted.mock.calls[0]![0];
    const body = toDepartureBody({ ...values, departureDate: '2027-03-01', capacity: '40' });
    expect(body.flights.legs).toEqual([
      {
        direction: 'outbound',
        flightNumber: 'SV 72',
        from: 'YYZ',
        to: 'JED',
        departsAt: '',
        arrivesAt: '2027-03-02T17:10',
      },
      {
        direction: 'return',
        flightNumber: 'SV 71',
        from: '',
        to: '',
        departsAt: '',
        arrivesAt: '',
      },
    ]);
    expect(departureSchema.isValidSync(body)).toBe(true);
  });
});
