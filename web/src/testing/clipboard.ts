/**
 * Takes the clipboard away: no async clipboard, and a copy command that fails. Returns the undo,
 * for an afterEach, so later tests get the page's own clipboard back.
 */
export function breakClipboard(): () => void {
  const undo = [replaceProperty(navigator, 'clipboard', undefined), replaceProperty(document, 'execCommand', () => false)];
  return () => undo.forEach((restore) => restore());
}

function replaceProperty(target: object, name: string, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { value, configurable: true });
  return () => {
    if (own) Object.defineProperty(target, name, own);
    else delete (target as Record<string, unknown>)[name];
  };
}
