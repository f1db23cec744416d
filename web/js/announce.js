// An ARIA live region: screen readers hear every move and result.
export function makeAnnouncer(region) {
  let last = '';
  return (text) => {
    if (!text) return;
    // Repeating the same words must still be heard: alternate a trailing space.
    last = text === last.trim() ? `${text} ` : text;
    region.textContent = last;
  };
}
