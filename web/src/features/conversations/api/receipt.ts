import { obj, str } from '../../../lib/shape';

export type Receipt = { code: string; url: string };

/** The receipt of a public submit's answer; its own small file, as the public form's first load has a budget. */
export function parseReceipt(body: unknown): Receipt {
  const receipt = obj(obj(body, 'submit answer').receipt, 'receipt');
  return { code: str(receipt.code, 'receipt code'), url: str(receipt.url, 'receipt url') };
}
