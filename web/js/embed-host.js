// For a page that shows embed.html in an iframe: each frame takes the height its
// content reports, so it is never clipped and leaves nothing empty.
//   <script type="module" src="wallrace/js/embed-host.js"></script>
// (or the same lines in the host's own script; check e.origin if the frames come
// from another site than the page).
addEventListener('message', (e) => {
  if (e.data?.type !== 'wallrace-embed-height' || !Number.isFinite(e.data.height)) return;
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow === e.source) frame.style.height = `${Math.max(0, Math.min(e.data.height, 10000))}px`;
  }
});
