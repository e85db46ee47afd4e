/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first pointer, touch or focus inside the island; the value may name a JSON URL the island needs. */
    'client:interaction'?: string | boolean;
  }
}

export {};
