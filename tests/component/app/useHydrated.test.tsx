// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useHydrated } from '../../../src/services/useHydrated';

/** Every answer `useHydrated()` gave, in order. */
function probe() {
  const seen: boolean[] = [];
  function Probe() {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <p>{String(hydrated)}</p>;
  }
  return { seen, Probe };
}

describe('useHydrated: whether a control can be used yet', () => {
  it("false in the server's HTML; true once the browser has taken it over", async () => {
    const { seen, Probe } = probe();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('false');
    await act(async () => void hydrateRoot(container, <Probe />));
    expect(seen.slice(1)).toEqual([false, true]);
    expect(container.textContent).toBe('true');
  });

  it('true from the first render where the browser renders the page itself (or a later page)', () => {
    const { seen, Probe } = probe();
    render(<Probe />);
    expect(seen).toEqual([true]);
  });
});
