/**
 * The flags every Chromium this project launches gets (the browser tests, `npm run walk`, the
 * screenshot scripts and the benchmarks): what these machines need for Debian's Chromium (no
 * sandbox as root, no GPU, no QUIC, no background network, no first-run or sync).
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
