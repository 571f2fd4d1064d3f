import type { Page } from 'playwright-core';

/** Every path the page's main frame shows, history-API navigations included, in order (the array fills as the page goes). */
export function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (paths[paths.length - 1] !== path) paths.push(path);
  });
  return paths;
}
