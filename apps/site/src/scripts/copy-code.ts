/**
 * A "Copy" button on each code block of the page body. The block is wrapped in a positioned box
 * so the button sits over its corner and does not scroll away with long lines.
 */
export function initCopyButtons(): void {
  for (const pre of document.querySelectorAll<HTMLPreElement>('.doc-body pre')) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = 'Copy';
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(pre.querySelector('code')?.innerText ?? pre.innerText);
        button.textContent = 'Copied';
      } catch {
        button.textContent = 'Copy failed';
      }
      setTimeout(() => (button.textContent = 'Copy'), 1500);
    });
    const wrapper = document.createElement('div');
    wrapper.className = 'code-block';
    pre.replaceWith(wrapper);
    wrapper.append(pre, button);
  }
}
