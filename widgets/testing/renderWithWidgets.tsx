import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { preloadWidgets } from '../index';

/**
 * Renders a tree that uses the widget registry (e.g. a TestForm) and waits until the lazily
 * loaded widgets (otp, accountSelect, select, textarea) have arrived and rendered.
 */
export async function renderWithWidgets(ui: ReactElement): Promise<RenderResult> {
  const result = render(ui);
  await act(() => preloadWidgets());
  return result;
}
