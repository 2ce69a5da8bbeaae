import { toast, type ToastInput } from '../hooks/toast-store';

/**
 * Copies text and says whether it worked; falls back to a hidden textarea where the async
 * clipboard is missing or refused, so the caller can tell the person to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // permission refused: try the old way below
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies a link and toasts the outcome; a failed copy shows the link so it can be copied by hand. */
export async function copyLink(url: string, copied: ToastInput): Promise<void> {
  if (await copyText(url)) toast(copied);
  else toast({ title: 'Copy failed', description: `Copy the link by hand: ${url}`, variant: 'destructive' });
}
