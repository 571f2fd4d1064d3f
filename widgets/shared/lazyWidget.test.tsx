// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { lazyWidget } from './lazyWidget';

/** A widget with state of its own (what was typed), as the amount widget keeps its draft. */
function DraftWidget(props: WidgetProps) {
  const [draft, setDraft] = useState('');
  return (
    <input
      aria-label={props.label}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        props.onChange(event.target.value);
      }}
    />
  );
}

/** A lazy widget whose code arrives when `arrive` is called, and the props of a field. */
function deferredWidget() {
  let arrive!: () => void;
  const code = new Promise<ComponentType<WidgetProps>>((resolve) => (arrive = () => resolve(DraftWidget)));
  return { Widget: lazyWidget(() => code), arrive };
}

/** The parent of the field: renders again on every change, as the form does. */
function Field({ Widget, onChange }: { Widget: ComponentType<WidgetProps>; onChange: (value: string) => void }) {
  const [, setValue] = useState('');
  const props = { id: 'amount', label: 'Amount', onChange: (v: string) => (setValue(v), onChange(v)) } as unknown as WidgetProps;
  return <Widget {...props} />;
}

describe('lazyWidget', () => {
  it('a field shown before its code came keeps its input, focus and text as the member types (no remount on the first change)', async () => {
    const { Widget, arrive } = deferredWidget();
    const onChange = vi.fn();
    render(<Field Widget={Widget} onChange={onChange} />);
    expect(screen.queryByLabelText('Amount')).toBeNull();
    arrive();
    const input = await screen.findByLabelText<HTMLInputElement>('Amount');
    const user = userEvent.setup();
    await user.type(input, '500');
    expect(screen.getByLabelText('Amount')).toBe(input);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('500');
    expect(onChange).toHaveBeenLastCalledWith('500');
  });

  it('a field shown after its code was preloaded renders at once, without waiting', async () => {
    const { Widget, arrive } = deferredWidget();
    arrive();
    await Widget.preload();
    render(<Field Widget={Widget} onChange={() => undefined} />);
    const input = screen.getByLabelText<HTMLInputElement>('Amount');
    await userEvent.setup().type(input, '42');
    expect(screen.getByLabelText('Amount')).toBe(input);
    expect(input).toHaveValue('42');
  });
});
