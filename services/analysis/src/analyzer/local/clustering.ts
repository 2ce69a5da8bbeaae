import { DIMENSIONS } from '@pill/platform/encoder/sentence-encoder';

/**
 * Average-linkage agglomerative clustering of unit vectors, cut where clusters stop being at
 * least `minSimilarity` alike on average. The nearest-neighbour chain builds the whole tree in
 * O(n²) time and memory; the merges below the cut are then applied in order of height, which
 * gives the same flat clusters as merging greedily, because average linkage never inverts.
 */
export function clusterRows(vectors: Float32Array, rows: number[], minSimilarity: number): number[][] {
  const n = rows.length;
  if (n <= 1) return rows.map((r) => [r]);
  // Distances (1 - cosine) between clusters, updated by Lance-Williams as clusters merge.
  const d = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let s = 0;
      const a = rows[i] * DIMENSIONS;
      const b = rows[j] * DIMENSIONS;
      for (let k = 0; k < DIMENSIONS; k++) s += vectors[a + k] * vectors[b + k];
      d[i * n + j] = d[j * n + i] = 1 - s;
    }
  }
  const size = new Array(n).fill(1);
  const active = new Array(n).fill(true);
  const merges: Array<{ a: number; b: number; height: number }> = [];
  const chain: number[] = [];
  let remaining = n;
  while (remaining > 1) {
    if (chain.length === 0) chain.push(active.indexOf(true));
    const top = chain[chain.length - 1];
    const previous = chain.length > 1 ? chain[chain.length - 2] : -1;
    let nearest = -1;
    let best = Infinity;
    for (let j = 0; j < n; j++) {
      if (!active[j] || j === top) continue;
      const dist = d[top * n + j];
      // Ties go to the previous link of the chain, which guarantees the chain ends.
      if (dist < best || (dist === best && j === previous)) {
        best = dist;
        nearest = j;
      }
    }
    if (nearest === previous) {
      chain.pop();
      chain.pop();
      merges.push({ a: top, b: nearest, height: best });
      // The merged cluster lives on in `nearest`; `top` retires.
      for (let j = 0; j < n; j++) {
        if (!active[j] || j === top || j === nearest) continue;
        const merged = (size[top] * d[top * n + j] + size[nearest] * d[nearest * n + j]) / (size[top] + size[nearest]);
        d[nearest * n + j] = d[j * n + nearest] = merged;
      }
      size[nearest] += size[top];
      active[top] = false;
      remaining--;
    } else chain.push(nearest);
  }
  // Flat cut: apply the merges lower than the threshold, lowest first.
  const parent = rows.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (const m of merges.sort((x, y) => x.height - y.height)) {
    if (m.height > 1 - minSimilarity) break;
    parent[find(m.a)] = find(m.b);
  }
  const groups = new Map<number, number[]>();
  rows.forEach((row, i) => {
    const root = find(i);
    const g = groups.get(root);
    if (g) g.push(row);
    else groups.set(root, [row]);
  });
  return [...groups.values()];
}
