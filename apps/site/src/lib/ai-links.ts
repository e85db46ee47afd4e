/**
 * "Open in ChatGPT" and "Open in Claude": plain links that start a conversation about a page. The
 * prompt carries the address of the page's Markdown twin, which both assistants can read, rather
 * than the page's text (a long page would not fit in a URL).
 */
import { absoluteUrl } from './routes';

export type AiChatLink = { label: string; href: string };

/** The question each conversation starts with, naming the Markdown twin's absolute address. */
function aiPrompt(markdownUrl: string): string {
  return `Read the documentation page at ${markdownUrl} and help me with questions about it.`;
}

/** One link per assistant, in the order the page shows them. */
export function aiChatLinks(siteUrl: string, markdownHref: string): AiChatLink[] {
  const prompt = encodeURIComponent(aiPrompt(absoluteUrl(siteUrl, markdownHref)));
  return [
    { label: 'Open in ChatGPT', href: `https://chatgpt.com/?q=${prompt}` },
    { label: 'Open in Claude', href: `https://claude.ai/new?q=${prompt}` },
  ];
}
