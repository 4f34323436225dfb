// Starts the app once the loading screen has painted (decision 020). index.html names the app's entry
// and the modules it imports (scripts/vite-plugins/app-after-first-paint.ts); asking for them only now leaves the
// first paint nothing to wait for or share the network with. The loading screen covers the wait (docs/product.md §1).
// An English gift also names its words and messages (decision 032). A page but the opening also names its own
// scripts after the entry's, and its stylesheets (decision 100), asked for at the same time; a stylesheet's preload is
// marked as the page's, so the app tells it from the shell's (lib/stylesheet.ts).
(() => {
  const boot = document.currentScript;
  const entry = boot.dataset.entry;
  const modules = (boot.dataset.modules || '').split(' ').filter(Boolean);
  const styles = (boot.dataset.styles || '').split(' ').filter(Boolean);
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
    for (const href of styles) {
      const preload = document.createElement('link');
      preload.rel = 'preload';
      preload.as = 'style';
      preload.crossOrigin = '';
      preload.href = href;
      preload.dataset.page = '';
      document.head.append(preload);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // Once the loading screen's first contentful paint is on screen (paint timing reports it when it is
  // presented, not when its frame begins), so no request of the app's comes before it (decision 034). Without
  // paint timing: the first frame's next task (a frame's callback runs before its paint).
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  const paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  if (paintTiming) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
    // A paint that is never reported must not keep the app from starting: 1.5 s after the first frame, still
    // under the 2 s loading screen. A busy phone can report the paint a second late; the app still waits for it.
    requestAnimationFrame(() => setTimeout(once, 1500));
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
})();
