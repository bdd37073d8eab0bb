// Types of scripts/display-url.mjs.
export function displayUrl(url: string): string;
