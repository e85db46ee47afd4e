/** Demos of text: fitText() and the other layout utilities, TikTok-style captions. */
import type { DemoInfo } from './types';

export const TEXT_DEMOS: Record<string, DemoInfo> = {};
