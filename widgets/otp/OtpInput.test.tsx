// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from './OtpInput';
import { TestProviders } from '../testing/TestForm';
import type { Language } from '../../src/core/languages';

function Harness({ onComplete, error, language }: { onComplete?: (code: string) => void; error?: string; language?: Language }) {
  const [value, setValue] = useState('');
  return (
    <TestProviders language={language}>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} error={error} />
      <output data-testid="code">{value}</output>
      <button type="button" onClick={() => setValue('')}>Reset</button>
    </TestProviders>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

describe('OtpInput', () => {
  it('renders six numeric boxes labelled "Digit n of 6", the first with one-time-code autocomplete', () => {
    render(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).not.toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(6)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  });

  it('moves focus to the next box while typing, ignores non-digits and completes with six digits', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('x');
    expect(box(2)).toHaveValue('');
    await user.keyboard('23456');
    expect(screen.getByTestId('code')).toHaveTextContent('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills every box from a pasted code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.paste('123456');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('rejects a paste with a non-digit: "Only numbers are allowed"', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('12a456');
    expect(screen.getByRole('alert')).toHaveTextContent('Only numbers are allowed');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Solo se permiten números" in Spanish', async () => {
    const user = userEvent.setup();
    render(<Harness language="es" />);
    await user.click(screen.getByLabelText('Dígito 1 de 6'));
    await user.paste('12-456');
    expect(screen.getByRole('alert')).toHaveTextContent('Solo se permiten números');
  });

  it('Backspace clears the box, then moves back and clears the previous one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('');
    expect(screen.getByTestId('code')).toHaveTextContent(/^12$/);
    await user.click(box(2));
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
  });

  it('arrow keys move between boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
  });

  it('shows an error given by the screen', () => {
    render(<Harness error="The code is not correct" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The code is not correct');
  });

  it('clears the boxes when the value is reset from outside (e.g. after a resend)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box(1)).toHaveValue('');
    expect(box(6)).toHaveValue('');
  });
});
