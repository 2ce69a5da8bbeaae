import { copyLink, copyText } from './clipboard';
import { getToasts, resetToasts } from '../hooks/toast-store';

const url = 'https://pill.example/f/abcd1234';

function clipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

function execCommand(result: boolean | Error) {
  const fn = jest.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: fn, configurable: true });
  return fn;
}

describe('copyText', () => {
  beforeEach(() => resetToasts());

  it('uses the async clipboard when it is allowed', async () => {
    const writeText = jest.fn(async () => undefined);
    clipboard(writeText);
    const legacy = execCommand(false);
    await expect(copyText(url)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(url);
    expect(legacy).not.toHaveBeenCalled();
  });

  it('falls back to the old copy command when the clipboard is refused', async () => {
    clipboard(() => Promise.reject(new Error('NotAllowedError')));
    const legacy = execCommand(true);
    await expect(copyText(url)).resolves.toBe(true);
    expect(legacy).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when neither way copies', async () => {
    clipboard(() => Promise.reject(new Error('NotAllowedError')));
    execCommand(false);
    await expect(copyText(url)).resolves.toBe(false);
    execCommand(new Error('not supported'));
    await expect(copyText(url)).resolves.toBe(false);
  });
});

describe('copyLink', () => {
  beforeEach(() => resetToasts());

  it('confirms a copy with the given toast', async () => {
    clipboard(async () => undefined);
    await copyLink(url, { title: 'Copied!', description: 'Link copied to clipboard' });
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Copied!', description: 'Link copied to clipboard' })]);
  });

  it('shows the link to copy by hand when copying failed', async () => {
    clipboard(undefined);
    execCommand(false);
    await copyLink(url, { title: 'Copied!', description: 'Link copied to clipboard' });
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Copy failed', description: `Copy the link by hand: ${url}`, variant: 'destructive' }),
    ]);
  });
});
