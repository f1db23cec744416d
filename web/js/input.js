// Pointer input on the board canvas: turns mouse, pen and touch into
// "hover this" and "tap this", where "this" is a square or a wall slot.
export function attachInput(canvas, getGeometry, { hover, tap }) {
  let lastKey = null;
  let lastPointer = 'mouse';

  const hitAt = (e, touch) => {
    const g = getGeometry();
    if (!g) return null;
    const rect = canvas.getBoundingClientRect();
    const scale = g.px / rect.width;
    return g.hitTest((e.clientX - rect.left) * scale, (e.clientY - rect.top) * scale, touch ? 0.26 : 0.2);
  };
  const keyOf = (hit) => (hit ? hit.square || hit.wall : null);

  canvas.addEventListener('pointermove', (e) => {
    lastPointer = e.pointerType;
    if (e.pointerType === 'touch') return; // touch has no hover: tap, then confirm
    const hit = hitAt(e, false);
    const key = keyOf(hit);
    if (key === lastKey) return;
    lastKey = key;
    hover(hit);
  });
  canvas.addEventListener('pointerleave', () => { lastKey = null; hover(null); });
  canvas.addEventListener('pointerdown', (e) => { lastPointer = e.pointerType; });
  canvas.addEventListener('click', (e) => {
    const touch = (e.pointerType || lastPointer) === 'touch' || (e.pointerType || lastPointer) === 'pen';
    const hit = hitAt(e, touch);
    if (hit) tap(hit, { touch });
  });
}
