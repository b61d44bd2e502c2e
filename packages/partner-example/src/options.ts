/**
 * What the address asks of the example page: `?hostile=off` drops the hostile CSS, `?widgets=off` the widgets,
 * `?shadow=on` renders each widget inside a shadow root of the page's own, `?lang=de` shows them in German.
 */
export interface PageOptions {
  hostile: boolean;
  widgets: boolean;
  shadow: boolean;
  german: boolean;
}

export function readPageOptions(search: string): PageOptions {
  const params = new URLSearchParams(search);
  return {
    hostile: params.get('hostile') !== 'off',
    widgets: params.get('widgets') !== 'off',
    shadow: params.get('shadow') === 'on',
    german: params.get('lang') === 'de',
  };
}
