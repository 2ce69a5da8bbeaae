/** Rows of float vectors as int8 with one scale per row (symmetric, the row's largest magnitude maps to 127). */
export function quantizeRows(rows: Float32Array, dimensions: number): { vectors: Int8Array; scales: Float32Array } {
  const count = rows.length / dimensions;
  const vectors = new Int8Array(rows.length);
  const scales = new Float32Array(count);
  for (let r = 0; r < count; r++) {
    let max = 0;
    for (let i = r * dimensions; i < (r + 1) * dimensions; i++) max = Math.max(max, Math.abs(rows[i]));
    const scale = max / 127 || 1;
    scales[r] = scale;
    for (let i = r * dimensions; i < (r + 1) * dimensions; i++) vectors[i] = Math.round(rows[i] / scale);
  }
  return { vectors, scales };
}

/** The float rows back, each scaled to unit length again. */
export function dequantizeRows(vectors: Int8Array, scales: Float32Array, dimensions: number): Float32Array {
  const rows = new Float32Array(vectors.length);
  for (let r = 0; r < scales.length; r++) {
    let norm = 0;
    for (let i = r * dimensions; i < (r + 1) * dimensions; i++) norm += vectors[i] * vectors[i];
    const k = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let i = r * dimensions; i < (r + 1) * dimensions; i++) rows[i] = vectors[i] * k;
  }
  return rows;
}
