// Starts the app once the loading screen has painted (decision 020). index.html names the app's entry
// and the modules it imports (vite.config.ts, appAfterFirstPaint); asking for them only now leaves the
// first paint nothing to wait for or share the network with. The loading screen covers the wait (SPEC.md §1).
// An English gift also names its words and messages (decision 032).
(() => {
  const boot = document.currentScript;
  const entry = boot.dataset.entry;
  const modules = (boot.dataset.modules || '').split(' ').filter(Boolean);
  const { words, messages } = boot.dataset;
  const start = () => {
    if (words) {
      const done = () => {};
      window.kadoWords = import(words).then((m) => m.applyEnglish()).catch(done);
      window.kadoWords.then(() => setTimeout(() => import(messages).then((m) => m.showEnglishMessages()).catch(done)));
    }
    for (const href of modules) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = href;
      document.head.append(preload);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // The frame's callback runs before its paint; the task it queues runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
