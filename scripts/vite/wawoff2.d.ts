/** Google's WOFF2 encoder and decoder, built to WebAssembly (the package ships no types). */
declare module 'wawoff2' {
  export function compress(font: Uint8Array): Promise<Uint8Array>;
  export function decompress(font: Uint8Array): Promise<Uint8Array>;
}
