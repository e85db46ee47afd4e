/**
 * Called each time a link or category component renders. It does nothing; it exists so tests can
 * count renders (by mocking this module) and prove that a toggle re-renders only its category.
 */
export function noteRender(_key: string): void {}
