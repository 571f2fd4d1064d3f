// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageMenu } from '../../../src/app/LanguageMenu';
import { Providers, testQueryClient } from './renderApp';

describe('the language menu of the header', () => {
  it('stays a plain button once its code is fetched; the Fluent menu (and its focus manager) comes with the first click', async () => {
    render(
      <Providers queryClient={testQueryClient()}>
        <MemoryRouter>
          <LanguageMenu />
        </MemoryRouter>
      </Providers>,
    );
    const button = screen.getByRole('button', { name: 'Language: English' });
    // Past the moment the menu's code is fetched (1.2 s after the first render).
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    // Fluent's MenuTrigger would say whether its menu is open; the plain button does not.
    expect(screen.getByRole('button', { name: 'Language: English' })).toBe(button);
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();

    await act(async () => button.click());
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Español' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Language: English' }).getAttribute('aria-expanded')).toBe('true');
  });
});
