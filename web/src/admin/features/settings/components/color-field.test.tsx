import { hexToHslText, hslTextToHex } from '@umrah/domain/model/color';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { ColorField } from './color-field';

function renderField(initial: string) {
  render(
    <Formik initialValues={{ primaryColor: initial }} onSubmit={() => {}}>
      <ColorField
        name="primaryColor"
        label="Primary colour"
        role="primary"
        fallback="150 45% 25%"
      />
    </Formik>,
  );
  return {
    text: screen.getByRole('textbox', { name: 'Primary colour' }),
    picker: screen.getByLabelText('Primary colour picker'),
  };
}

describe('theme colour field', () => {
  it('shows the stored H S% L% text and the same colour in the picker', () => {
    const { text, picker } = renderField('150 45% 25%');
    expect(text).toHaveValue('150 45% 25%');
    expect(picker).toHaveValue('#235c40');
  });

  it('writes the picked colour back as H S% L% text', () => {
    const { text, picker } = renderField('150 45% 25%');
    fireEvent.input(picker, { target: { value: '#ff0000' } });
    expect(text).toHaveValue('0 100% 50%');
  });

  it('moves the picker when the text is typed', async () => {
    const { text, picker } = renderField('');
    expect(picker).toHaveValue('#235c40'); // the default while blank
    await userEvent.type(text, '200 60% 40%');
    expect(picker).toHaveValue(hslTextToHex('200 60% 40%'));
  });

  it('round-trips picked colours through the text form to (nearly) the same colour', () => {
    const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    for (const hex of ['#2a7ba3', '#f5b82e', '#000000', '#ffffff', '#c0392b']) {
      const { text, picker } = renderField('0 0% 50%');
      fireEvent.input(picker, { target: { value: hex } });
      expect(text).toHaveValue(hexToHslText(hex));
      // Whole-number H S% L% loses a little precision: each channel stays within 3 of the pick.
      const shown = channels((picker as HTMLInputElement).value);
      channels(hex).forEach((c, i) =>
        expect(Math.abs(c - (shown[i] ?? -99))).toBeLessThanOrEqual(3),
      );
      cleanup();
    }
  });

  it('warns when the colour would leave the site’s text below AA contrast', () => {
    const { picker } = renderField('150 45% 25%');
    expect(screen.queryByText(/Low contrast/)).toBeNull();
    fireEvent.input(picker, { target: { value: '#a8e6c8' } });
    expect(
      screen.getByText(/^Low contrast: links and headings in it on white pages/),
    ).toBeVisible();
    fireEvent.input(picker, { target: { value: '#1b4d36' } });
    expect(screen.queryByText(/Low contrast/)).toBeNull();
  });
});
