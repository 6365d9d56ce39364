// No flash of the wrong theme: apply the stored choice ('gari.theme': light | dark | system) before the
// app loads; ThemeProvider takes over from there. A same-origin file rather than an inline script, so
// that the API's Content-Security-Policy (script-src 'self') allows it.
(() => {
  try {
    const mode = localStorage.getItem('gari.theme');
    const dark =
      mode === 'dark' || (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  } catch {
    // storage disabled: ThemeProvider falls back to the system scheme
  }
})();
