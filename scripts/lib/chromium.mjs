// Debian's Chromium and the flags it runs headless with here (design.md section 2): without the
// background-networking flags it tries hosts this closed network refuses. One list for the
// browser tests, the bench and bench:ab.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
