/**
 * Sentence vectors kept for a piece of text (an answer): one row per unit of the text (a clause),
 * each row int8 with its own scale (cosine to the float vector above 0.9999 at a quarter of the
 * size). Kept so text is embedded once, when it arrives, and erased with the text.
 */
export interface StoredVectors {
  /** What the vectors belong to (an answer's id). */
  id: string;
  /** What they are read by (a link's id). */
  group: string;
  /** The encoder and unit splitter that made them: rows of another model are re-made, never mixed. */
  model: string;
  /** Each unit's [start, end) in the text. */
  spans: Array<[number, number]>;
  /** spans.length × dimensions. */
  vectors: Int8Array;
  /** One per row: row i is vectors[i] × scales[i]. */
  scales: Float32Array;
}

export interface VectorStore {
  /** Adds or replaces records by id. */
  put(records: StoredVectors[]): Promise<void>;
  /** The records among `ids` that exist, in no particular order. */
  get(ids: string[]): Promise<StoredVectors[]>;
  /** A group's records in id order, `limit` at a time after `afterId`, so a large group is read in bounded pieces. */
  page(group: string, afterId: string | undefined, limit: number): Promise<StoredVectors[]>;
  delete(ids: string[]): Promise<void>;
  deleteGroup(group: string): Promise<void>;
  close(): Promise<void>;
}

export const VECTOR_STORE = Symbol('VectorStore');
