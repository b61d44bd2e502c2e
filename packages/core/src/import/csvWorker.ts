// The CSV worker (issue #18): decodes and parses a file's bytes off the page's main thread.
import { type CsvWorkerRequest, parseCsvBytes } from './csvFile';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
};
scope.onmessage = (event) => scope.postMessage(parseCsvBytes(event.data));
