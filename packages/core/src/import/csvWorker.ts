// The CSV worker (issue #18): holds one file's rows off the page's main thread and answers the session's calls
// (loadFile, validate, inferTypes, rows) one after the other, in the order they came.
import { answerCsvCall, CsvStore, type CsvWorkerRequest } from './csvStore';

const store = new CsvStore();
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
};
let queue: Promise<void> = Promise.resolve();
scope.onmessage = (event) => {
  queue = queue.then(async () => scope.postMessage(await answerCsvCall(store, event.data)));
};
