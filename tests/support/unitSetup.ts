// Component tests (the files that ask for jsdom) wait for what the screen shows; on a busy
// two-core machine a render that takes over a second is slow, not wrong, so they wait up to
// five seconds for it.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
