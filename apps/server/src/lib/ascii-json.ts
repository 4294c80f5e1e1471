/** Every character outside ASCII (one UTF-16 unit at a time: a surrogate pair becomes two escapes). */
const NOT_ASCII = /[\u0080-\uffff]/g
const escape = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * The same JSON value written in ASCII alone, with `\uXXXX` for every other character (RFC 8259
 * §7): what it parses to does not change. For JSON kept and sent many times (the shared cards):
 * one character beyond Latin-1 (a dash, a curly quote, an emoji) made V8 keep a whole page as
 * two-byte text, and every answer built from it was joined, measured and encoded to UTF-8 the slow
 * way; in ASCII each is a copy. A 12 kB answer cost Node's HTTP server about twice the CPU.
 */
export const asciiJson = (json: string): string => json.replace(NOT_ASCII, escape)
