// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { use } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PendingBoundary } from '../../../src/app/PendingBoundary';
import { createI18n } from '../../../src/i18n';
import { RESOURCES } from '../../../src/i18n/resources';

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

function Slow({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Renders inside an awaited act(): React commits a suspended first render's fallback only there. */
async function renderPage(data: Promise<string>) {
  await act(async () => {
    render(
    <I18nextProvider i18n={createI18n('en', RESOURCES)}>
      <PendingBoundary>
        <Slow data={data} />
      </PendingBoundary>
    </I18nextProvider>,
    );
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pending boundary (router timings of SPEC section 9)', () => {
  it('shows nothing when the page is ready within the 1000 ms pending delay', async () => {
    const page = deferred();
    await renderPage(page.promise);
    await advance(900);
    expect(screen.queryByTestId('pending-view')).toBeNull();
    await act(async () => page.resolve('page ready'));
    expect(screen.getByText('page ready')).toBeTruthy();
    await advance(2000);
    expect(screen.queryByTestId('pending-view')).toBeNull();
  });

  it('shows the pending view after 1000 ms and keeps it at least 500 ms', async () => {
    const page = deferred();
    await renderPage(page.promise);
    await advance(999);
    expect(screen.queryByTestId('pending-view')).toBeNull();
    await advance(1);
    expect(screen.getByRole('status')).toBeTruthy();
    await advance(100);
    await act(async () => page.resolve('page ready'));
    // Ready at 1100 ms, but the pending view appeared at 1000 ms: it stays until 1500 ms.
    expect(screen.queryByText('page ready')).toBeNull();
    expect(screen.getByTestId('pending-view')).toBeTruthy();
    await advance(390);
    expect(screen.queryByText('page ready')).toBeNull();
    await advance(20);
    expect(screen.getByText('page ready')).toBeTruthy();
    expect(screen.queryByTestId('pending-view')).toBeNull();
  });

  it('a page that loads long after the delay shows at once when it arrives', async () => {
    const page = deferred();
    await renderPage(page.promise);
    await advance(3000);
    expect(screen.getByTestId('pending-view')).toBeTruthy();
    await act(async () => page.resolve('late page'));
    expect(screen.getByText('late page')).toBeTruthy();
  });
});
