// Seeded randomness, so two runs of the generator with the same arguments produce the same data.

/** Small, fast, seedable PRNG (mulberry32, public domain). Answers numbers in [0, 1). */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = (random, items) => items[Math.floor(random() * items.length)];

/** An item of `items` chosen with probability proportional to `weightOf(item)`. */
export function pickWeighted(random, items, weightOf) {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let r = random() * total;
  for (const item of items) {
    r -= weightOf(item);
    if (r < 0) return item;
  }
  return items[items.length - 1];
}
