// The demo partner page's own script: configures the three modes and logs every widget event.
(() => {
  const me = document.currentScript;
  const key = me.dataset.gariKey;
  const gariUrl = me.dataset.gariUrl;
  const list = document.getElementById('events');
  const log = (source, type, detail) => {
    const li = document.createElement('li');
    li.dataset.event = type;
    li.dataset.source = source;
    if (detail?.booking_id) li.dataset.bookingId = detail.booking_id;
    li.textContent = `${source} ${type} ${JSON.stringify(detail)}`;
    list.appendChild(li);
  };
  const Gari = window.Gari;
  Gari('popup', { key });
  Gari('floating', { key, label: 'Book now' });
  for (const name of ['loaded', 'step', 'booking-succeeded', 'booking-failed']) {
    Gari('on', name, (detail, event) => {
      const host = event.target;
      const mode = host.closest?.('#inline-widget') ? 'inline' : 'overlay';
      log(mode, `gari:${name}`, detail);
    });
  }
  // The iframe mode talks by postMessage: resize it and log its events.
  const frame = document.getElementById('iframe-widget');
  window.addEventListener('message', (e) => {
    if (e.origin !== gariUrl || typeof e.data?.type !== 'string') return;
    if (e.data.type === 'gari:resize') frame.style.height = `${e.data.height}px`;
    else log('iframe', e.data.type, e.data.detail);
  });
})();
