import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A module whose default export is a page component. */
type PageModule<P> = { default: ComponentType<P> };

/** A page loaded on demand whose code can be loaded ahead of it. */
export interface LazyPage<P> {
  /** The component to render (React.lazy). */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Loads the page's code (once; again after a failure). */
  preload(): Promise<unknown>;
}

/**
 * A lazily loaded page (React.lazy) that can be loaded ahead: once its code is loaded, its first
 * render takes the module at once (a thenable that answers synchronously) instead of suspending
 * on a promise that is already settled. A suspended page shows its fallback and React holds the
 * page back behind it (its reveal throttle, 300 ms); a preloaded one shows in the render that
 * follows the navigation.
 */
export function lazyPage<P>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const settled = (module: PageModule<P>) => ({ then: (resolve: (value: PageModule<P>) => void) => resolve(module) }) as Promise<PageModule<P>>;
  return { Component: lazy(() => (loaded ? settled(loaded) : preload())), preload };
}
