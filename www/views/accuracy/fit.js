// Words on a heat map that must stay inside it: the maps are as small as
// 150 px at 1366×768 and grow to 440 on a phone, their words do not. Pure
// functions of a `measure(text, px)` (the text's width at a font size), so
// they are tested without a canvas (tests/unit/fit.test.mjs).

/**
 * The largest font size from `px` down to `min` at which `text` is at most
 * `width` wide (`min` when even that is too wide: the caller's floor of
 * legibility beats fitting).
 * @param {(text: string, px: number) => number} measure
 */
export function fitSize(measure, text, px, width, min = 9) {
  const at = measure(text, px);
  if (at <= width) return px;
  // Text widths grow in proportion to the size: one division, then a check down.
  let size = Math.max(min, Math.floor((px * width) / at * 2) / 2);
  while (size > min && measure(text, size) > width) size -= 0.5;
  return size;
}

/**
 * `text` broken into lines at most `width` wide, at spaces (a word longer
 * than the line keeps a line of its own); text with no spaces (Chinese) is
 * broken between characters.
 * @param {(text: string) => number} measure  the width at the font in use
 * @returns {string[]}
 */
export function wrap(measure, text, width) {
  const spaced = text.includes(' ');
  const units = spaced ? text.split(' ') : [...text];
  const lines = [];
  let line = '';
  for (const unit of units) {
    const longer = line === '' ? unit : spaced ? `${line} ${unit}` : line + unit;
    if (line !== '' && measure(longer) > width) {
      lines.push(line);
      line = unit;
    } else {
      line = longer;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
