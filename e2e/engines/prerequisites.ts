// What the three-engine journey needs on the machine (decision 049), each with the Debian package that brings
// it: read by e2e/engines/run.ts and by `npm test` (scripts/test-all.ts); .ci/run installs the same packages.

export const FIREFOX = '/usr/bin/firefox-esr';
/** Firefox's speaker on a machine without a sound card (firefox-driver.ts). */
export const PULSEAUDIO = '/usr/bin/pulseaudio';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
/** WebKitGTK's own small browser, which WebKitWebDriver starts (it comes with libwebkit2gtk-4.1-0). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export const ENGINE_PREREQUISITES: { file: string; apt: string }[] = [
  { file: FIREFOX, apt: 'firefox-esr' },
  { file: PULSEAUDIO, apt: 'pulseaudio' },
  { file: WEBKIT_DRIVER, apt: 'webkit2gtk-driver' },
  { file: MINIBROWSER, apt: 'webkit2gtk-driver' },
  { file: '/usr/bin/Xvfb', apt: 'xvfb' },
  { file: '/usr/bin/matchbox-window-manager', apt: 'matchbox-window-manager' },
  // WebKitGTK decodes H.264/AAC (the video gift) with GStreamer's libav plugin, which its package only
  // recommends: with plugins-base and -good alone the video fails with MediaError 4.
  { file: '/usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstlibav.so', apt: 'gstreamer1.0-libav' },
  { file: '/usr/bin/ffmpeg', apt: 'ffmpeg' },
];

/** What is missing, said as `npm test` says it: the file and the command that brings it. */
export function missingForEngines(exists: (file: string) => boolean): string[] {
  return ENGINE_PREREQUISITES.filter(({ file }) => !exists(file)).map(({ file, apt }) => `${file} (apt-get install -y ${apt})`);
}
