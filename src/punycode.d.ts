// The punycode package (RFC 3492) by its CommonJS file: the bare name `punycode` resolves to Node's
// deprecated built-in module instead. Only what the domain rules and the dashboard use is declared.
declare module 'punycode/punycode.js' {
  const punycode: { decode(input: string): string; toASCII(domain: string): string; toUnicode(domain: string): string }
  export default punycode
}
