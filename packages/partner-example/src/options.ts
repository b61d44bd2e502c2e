/** What the address asks of the example page: `?hostile=off` drops the hostile CSS, `?widgets=off` the widgets. */
export interface PageOptions {
  hostile: boolean;
  widgets: boolean;
}

export function readPageOptions(search: string): PageOptions {
  const params = new URLSearchParams(search);
  return { hostile: params.get('hostile') !== 'off', widgets: params.get('widgets') !== 'off' };
}
