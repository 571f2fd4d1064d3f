// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useDialog, type DialogOptions } from '../../../src/services/dialog';
import { Providers, testQueryClient } from './renderApp';

function Opener({ options }: { options: DialogOptions }) {
  const dialog = useDialog();
  const [result, setResult] = useState('pending');
  return (
    <>
      <button onClick={() => void dialog.open(options).then((v) => setResult(String(v)))}>open</button>
      <output>{result}</output>
    </>
  );
}

const options: DialogOptions = {
  title: 'Cancel application?',
  content: 'Really?',
  actions: [
    { value: 'cancel', label: 'Continue' },
    { value: 'confirm', label: 'Cancel application' },
  ],
};

function renderOpener(o: DialogOptions) {
  render(
    <Providers queryClient={testQueryClient()}>
      <Opener options={o} />
    </Providers>,
  );
  fireEvent.click(screen.getByText('open'));
}

describe('dialog service', () => {
  it('resolves with the value of the chosen action', async () => {
    renderOpener(options);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel application' }));
    expect(await screen.findByText('confirm')).toBeTruthy();
  });

  it('draws cancel-valued actions outlined and the others primary', async () => {
    renderOpener(options);
    const cont = await screen.findByRole('button', { name: 'Continue' });
    const confirm = screen.getByRole('button', { name: 'Cancel application' });
    expect(cont.className).not.toBe(confirm.className);
    expect(screen.getByRole('dialog').textContent).toContain('Really?');
  });

  it('resolves null when closed with Escape', async () => {
    renderOpener(options);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(await screen.findByText('null')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ignores Escape when not dismissable', async () => {
    renderOpener({ ...options, dismissable: false });
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('cancel')).toBeTruthy();
  });

  it('throws when used outside its provider', () => {
    const Bare = () => {
      useDialog();
      return null;
    };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Bare />)).toThrow(/DialogProvider/);
    spy.mockRestore();
  });
});
