// The part of UTIF.js (photopea, MIT) Garim calls; the package ships no types.
declare module 'utif' {
  export interface Ifd {
    width: number;
    height: number;
    [tag: `t${number}`]: number[] | string[] | undefined;
  }
  export function decode(buffer: ArrayBuffer | Uint8Array): Ifd[];
  export function decodeImage(buffer: ArrayBuffer | Uint8Array, ifd: Ifd, ifds?: Ifd[]): void;
  export function toRGBA8(ifd: Ifd): Uint8Array;
  export function encodeImage(rgba: Uint8Array, width: number, height: number, metadata?: Record<string, unknown>): ArrayBuffer;
  const UTIF: { decode: typeof decode; decodeImage: typeof decodeImage; toRGBA8: typeof toRGBA8; encodeImage: typeof encodeImage };
  export default UTIF;
}
