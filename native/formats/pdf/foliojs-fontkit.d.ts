declare module '@foliojs-fork/fontkit' {
  const fontkit: { create(buffer: Uint8Array, postscriptName?: string): unknown };
  export default fontkit;
}
