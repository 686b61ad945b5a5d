import type { Rng } from '../rng';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphInk } from './bitmap-font';
import { encodeGreyPng } from './png';

const SCALE = 3;
const CELL = GLYPH_WIDTH * SCALE + 6;
const MARGIN = 10;

/** Renders the text as a noisy greyscale PNG, like the portals' captchas (jittered glyphs, specks, a stroke). */
export function renderCaptcha(text: string, rng: Rng): Buffer {
  const width = MARGIN * 2 + text.length * CELL;
  const height = MARGIN * 2 + GLYPH_HEIGHT * SCALE;
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 225 + rng.int(0, 30);
  const ink = (x: number, y: number, shade: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) pixels[y * width + x] = shade;
  };
  [...text].forEach((char, index) => {
    const left = MARGIN + index * CELL + rng.int(-2, 2);
    const top = MARGIN + rng.int(-3, 3);
    const shade = rng.int(10, 80);
    for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (!glyphInk(char, gx, gy)) continue;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) ink(left + gx * SCALE + dx, top + gy * SCALE + dy, shade);
      }
    }
  });
  for (let speck = 0; speck < (width * height) / 25; speck++)
    ink(rng.int(0, width - 1), rng.int(0, height - 1), rng.int(40, 200));
  // One stroke across the text, as the real images have.
  const y0 = rng.int(MARGIN, height - MARGIN);
  const y1 = rng.int(MARGIN, height - MARGIN);
  for (let x = 0; x < width; x++) ink(x, Math.round(y0 + ((y1 - y0) * x) / width), 90);
  return encodeGreyPng({ width, height, pixels });
}
