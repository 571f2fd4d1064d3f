// @vitest-environment jsdom
// @vitest-own-process: which form files are loaded is module state another file may already have changed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FlowProvider } from '../../../src/flow/FlowContext';
import { flowOf } from '../../../src/flow/flows';
import { loadedFormFiles } from '../../../src/flow/forms/formFiles';
import { usePreloadStep } from '../../../src/flow/preloadStep';
import type { Step } from '../../../src/core/steps';

function EditLink({ step }: { step: Step }) {
  return <button {...usePreloadStep(step)}>edit</button>;
}

const flow = flowOf('microloan');
const formOf = (step: string) => flow.steps.find((s) => s.step === step)!.form!;

afterEach(() => vi.useRealTimers());

describe('preload on intent (router preload delay 50 ms)', () => {
  it('focus shorter than 50 ms loads nothing; 50 ms loads the step form files', async () => {
    vi.useFakeTimers();
    const housing = formOf('HOUSING_EXPENSES');
    render(
      <FlowProvider flow={flow}>
        <EditLink step="HOUSING_EXPENSES" />
      </FlowProvider>,
    );
    const button = screen.getByRole('button', { name: 'edit' });
    fireEvent.focus(button);
    await act(() => vi.advanceTimersByTimeAsync(40));
    fireEvent.blur(button);
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    await new Promise((r) => setTimeout(r, 300));
    expect(loadedFormFiles(housing.schema, housing.uiSchema)).toBeUndefined();

    vi.useFakeTimers();
    fireEvent.focus(button);
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    await vi.waitFor(() => expect(loadedFormFiles(housing.schema, housing.uiSchema)).toBeDefined(), { timeout: 10000 });
  });
});
