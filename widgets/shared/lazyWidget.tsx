import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/** A widget whose code loads the first time a form shows it (or when {@link LazyWidget.preload} runs). */
export type LazyWidget = ComponentType<WidgetProps> & {
  /** Starts loading the widget's code (idempotent); resolves once it is there. */
  preload(): Promise<unknown>;
};

/**
 * Wraps a widget module so the first page's JavaScript does not carry it: the form renders
 * the field as soon as its chunk arrives (its own Suspense boundary, so the rest of the form
 * stays on screen). Once the code is there (shown before, or preloaded), the widget renders
 * at once without suspending. `load` resolves to the widget component.
 *
 * Each field keeps the way it was first rendered for as long as it is shown: a field that
 * waited for the code stays under its Suspense boundary after the code came. Switching it to
 * the loaded component on its next render would make React unmount the field and mount a new
 * one, which on a slow phone happened on the first key typed into the amount: the box lost the
 * focus and the digits typed after the first.
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): LazyWidget {
  let loaded: ComponentType<WidgetProps> | undefined;
  let pending: Promise<{ default: ComponentType<WidgetProps> }> | undefined;
  const loadOnce = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(loadOnce);
  function LazyLoadedWidget(props: WidgetProps) {
    // Read once per field: the element type under it must not change while it is mounted.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyLoadedWidget, { preload: loadOnce });
}
