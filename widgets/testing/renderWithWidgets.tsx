import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { preloadWidgets } from '../index';

/**
 * Renders a tree that uses the widget registry (e.g. a TestForm) once the lazily loaded
 * widgets (currency, otp, accountSelect, select, textarea) are in, so they render at once.
 */
export async function renderWithWidgets(ui: ReactElement): Promise<RenderResult> {
  await preloadWidgets();
  return render(ui);
}
