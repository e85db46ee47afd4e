/**
 * "Copy page": puts the page's Markdown export on the clipboard and says so, on the button and in
 * a polite live region. The text is handed over as a promise, so browsers that require the write
 * to start within the click (Safari) accept it while the export is still being fetched.
 */
async function fetchText(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return response.text();
}

async function copyFrom(href: string): Promise<void> {
  const text = fetchText(href);
  if (typeof ClipboardItem === 'function') {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export function initCopyPage(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-copy-page]');
  const status = document.querySelector<HTMLElement>('[data-copy-page-status]');
  if (!button || !status) return;
  const label = button.textContent ?? 'Copy page';
  let reset: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', async () => {
    let copied = true;
    try {
      await copyFrom(button.dataset.copyPage!);
    } catch {
      copied = false;
    }
    button.textContent = copied ? 'Copied' : 'Copy failed';
    status.textContent = copied ? 'Page copied to the clipboard as Markdown' : 'Could not copy the page; use View as Markdown instead';
    clearTimeout(reset);
    reset = setTimeout(() => {
      button.textContent = label;
      status.textContent = '';
    }, 2000);
  });
}
