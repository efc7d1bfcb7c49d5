// The seeded shop's product images (issue 11 §4): each served by the emulator, a small, self-contained SVG
// drawing of its product, not a flat coloured square with a word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { products } from '../../../src/server/fixtures/shop';
import { server } from './helpers';

/** The drawing's shapes; the old flat images had a background square and at most eight shapes. */
const SHAPES = 'rect, circle, ellipse, path, polygon, polyline, line';
const MIN_SHAPES = 9;
const MAX_BYTES = 3 * 1024;

let app: FastifyInstance;
const window = new Window();
beforeAll(async () => {
  app = await server();
});
afterAll(async () => {
  await app.close();
  await window.happyDOM.close();
});

function parse(text: string) {
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  return document;
}

describe.each(products.map((p) => [p.label, p] as const))('image of « %s »', (_label, product) => {
  let text = '';
  beforeAll(async () => {
    const response = await app.inject({ method: 'GET', url: product.productImageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    text = response.body;
  });

  it('is a well-formed SVG under 3 KB', () => {
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_BYTES);
    const document = parse(text);
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.nodeName.toLowerCase()).toBe('svg');
    expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(document.documentElement.getAttribute('viewBox')).toBe('0 0 160 160');
  });

  it('holds no script, no foreign content and no reference outside itself', () => {
    const document = parse(text);
    const all = [...document.querySelectorAll('*')];
    const names = all.map((element) => element.nodeName.toLowerCase());
    for (const banned of ['script', 'foreignobject', 'image', 'use', 'a', 'iframe', 'style'])
      expect(names).not.toContain(banned);
    for (const element of all)
      for (const attribute of [...element.attributes]) {
        expect(attribute.name.toLowerCase()).not.toMatch(/^on|href$/);
        expect(attribute.value).not.toMatch(/url\(|javascript:|https?:\/\/(?!www\.w3\.org\/2000\/svg$)/i);
      }
    expect(text).not.toMatch(/<!DOCTYPE|<!ENTITY|<\?xml-stylesheet/i);
  });

  it('is a drawing of the product, titled with its label', () => {
    const document = parse(text);
    expect(document.querySelector('svg > title')?.textContent).toBe(product.label);
    // Not the flat square: many shapes in several colours.
    expect(document.querySelectorAll(SHAPES).length).toBeGreaterThanOrEqual(MIN_SHAPES);
    const colours = new Set(
      [...document.querySelectorAll(SHAPES)].flatMap((shape) =>
        ['fill', 'stroke'].map((name) => shape.getAttribute(name)).filter((c) => c && c !== 'none'),
      ),
    );
    expect(colours.size).toBeGreaterThanOrEqual(4);
  });
});

it('every product has its own drawing', async () => {
  const bodies = await Promise.all(
    products.map(async (p) => (await app.inject({ method: 'GET', url: p.productImageUrl })).body),
  );
  expect(new Set(bodies).size).toBe(products.length);
});
