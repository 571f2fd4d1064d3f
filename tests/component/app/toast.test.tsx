// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useToast } from '../../../src/services/toast';
import { Providers, testQueryClient } from './renderApp';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.error('First problem')}>first</button>
      <button onClick={() => toast.success('Second message')}>second</button>
      <button onClick={() => toast.show('Short one', { duration: 100 })}>short</button>
    </>
  );
}

function renderButtons() {
  render(
    <Providers queryClient={testQueryClient()}>
      <Buttons />
    </Providers>,
  );
}

describe('toast service', () => {
  it('shows one toast at a time', async () => {
    renderButtons();
    fireEvent.click(screen.getByText('first'));
    expect(await screen.findByText('First problem')).toBeTruthy();
    fireEvent.click(screen.getByText('second'));
    expect(await screen.findByText('Second message')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('First problem')).toBeNull());
  });

  it('is closable', async () => {
    renderButtons();
    fireEvent.click(screen.getByText('first'));
    expect(await screen.findByText('First problem')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('First problem')).toBeNull(), { timeout: 3000 });
  });

  it('throws when used outside its provider', () => {
    const Bare = () => {
      useToast();
      return null;
    };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Bare />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
