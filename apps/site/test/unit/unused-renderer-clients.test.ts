/** The renderers' client entrypoints leave the client build only when no page has an island. */
import { describe, expect, it } from 'vitest';
import { withoutUnusedRendererClients } from '../../src/integrations/unused-renderer-clients';

const SCRIPT = '/site/src/layouts/BaseLayout.astro?astro&type=script&index=0&lang.ts';

describe('withoutUnusedRendererClients', () => {
  it("drops React's client when the inputs are only the pages' scripts", () => {
    expect(withoutUnusedRendererClients(['@astrojs/react/client.js', SCRIPT, 'astro:scripts/page.js'])).toEqual([SCRIPT, 'astro:scripts/page.js']);
  });

  it('keeps every input when a page hydrates a component', () => {
    const input = ['@astrojs/react/client.js', SCRIPT, '/site/src/components/Counter.tsx'];
    expect(withoutUnusedRendererClients(input)).toEqual(input);
  });
});
