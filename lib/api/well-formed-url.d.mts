export function wellFormedUrl(url: string): string;
