// The board's colours come from CSS custom properties (--wr-*), so the page,
// the custom element and the print sheet theme it in CSS, light or dark.
const NAMES = ['frame', 'square', 'goal1', 'goal2', 'coord', 'last', 'target', 'select',
  'p1', 'p1-edge', 'p2', 'p2-edge', 'wall0', 'wall1', 'wall2', 'wall1-edge', 'wall2-edge', 'legal', 'illegal',
  'path1', 'path2', 'hint', 'badge', 'badge-text'];

const FALLBACK = {
  frame: '#5b4636', square: '#eee3cc', goal1: '#f8f3e7', goal2: '#d9c9aa', coord: '#f4ead6',
  last: '#f2d58a', target: '#1e6b45', select: '#1a5fb4', p1: '#fbf8f1', 'p1-edge': '#3b3226',
  p2: '#2a2630', 'p2-edge': '#eee3cc', wall0: '#6e6252', wall1: '#fbf8f1', wall2: '#16131a', 'wall1-edge': '#3a2d22', 'wall2-edge': '#cfc4b2',
  legal: '#0b7f8f', illegal: '#c62828', path1: '#1a5fb4', path2: '#8a3ab9', hint: '#1e6b45',
  badge: '#0b5561', 'badge-text': '#ffffff',
};

export function readPalette(element) {
  const style = getComputedStyle(element);
  const palette = {};
  for (const name of NAMES) {
    palette[name] = style.getPropertyValue(`--wr-${name}`).trim() || FALLBACK[name];
  }
  return palette;
}
