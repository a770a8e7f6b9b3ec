// pdfjs-dist 6 calls Promise.withResolvers, which Node 20 lacks (added in Node 22); Electron's Node has it.
type Resolvers<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (reason?: unknown) => void };

export function ensurePromiseWithResolvers(): void {
  const P = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> };
  if (P.withResolvers) return;
  P.withResolvers = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise, resolve, reject };
  };
}
