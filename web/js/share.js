// The game in the URL fragment (#record=..., #position=..., or #play=... for a
// game with a friend by link): links carry the whole game and nothing goes to any server.
export function readFragment(hash = location.hash) {
  const text = hash.replace(/^#/, '');
  if (!text) return null;
  const params = new URLSearchParams(text);
  for (const kind of ['play', 'record', 'position']) {
    if (params.has(kind)) return { kind, text: params.get(kind) };
  }
  return null;
}

export function linkFor(kind, text, base = location.href) {
  const url = new URL(base);
  url.hash = new URLSearchParams({ [kind]: text }).toString();
  return url.href;
}

export function clearFragment() {
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
}

export async function copyText(text) {
  try { await navigator.clipboard.writeText(text); return true; } catch { return false; }
}

export function download(filename, text) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
