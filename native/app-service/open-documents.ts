// The documents open in this session, by docId, and the detections still running (so they can be cancelled).
import type { SourceDocument } from '../formats/types';
import type { Span } from '../types';

export interface OpenDocument {
  docId: string;
  path: string;
  source: SourceDocument;
  sourceSha256: string;
  modelVersion: string;
  /** The latest spans the user worked with, for findMentions. */
  spans: Span[];
}

export class OpenDocuments {
  private readonly docs = new Map<string, OpenDocument>();
  private readonly running = new Map<string, AbortController>();

  start(docId: string): AbortSignal {
    const controller = new AbortController();
    this.running.set(docId, controller);
    return controller.signal;
  }

  finish(docId: string): void {
    this.running.delete(docId);
  }

  /** True when a detection was running for docId. */
  cancel(docId: string): boolean {
    const controller = this.running.get(docId);
    controller?.abort();
    return controller !== undefined;
  }

  add(doc: OpenDocument): void {
    this.docs.set(doc.docId, doc);
  }

  get(docId: string): OpenDocument | undefined {
    return this.docs.get(docId);
  }

  close(docId: string): void {
    this.cancel(docId);
    this.docs.delete(docId);
  }

  clear(): void {
    for (const id of [...this.running.keys()]) this.cancel(id);
    this.docs.clear();
  }
}
