// Stories only: a page that shows one state of a modal widget at a time, chosen with radio buttons behind it.
import { useState, type ReactNode } from 'react';

export interface ModalStatesPageProps<P> {
  /** What the states are of, e.g. 'Review dialog'. */
  title: string;
  /** The radio group's name. */
  name: string;
  states: ReadonlyArray<{ label: string; props: P }>;
  /** Renders the widget with a state's props. */
  render: (props: P) => ReactNode;
}

/** Every state of a modal widget, one at a time (a modal covers the page): close it and pick another. */
export function ModalStatesPage<P>({ title, name, states, render }: ModalStatesPageProps<P>) {
  const [shown, setShown] = useState(0);
  const state = states[shown]!;
  return (
    <div style={{ padding: 16 }}>
      <fieldset data-story-chrome style={{ display: 'flex', flexWrap: 'wrap', gap: 12, border: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>{title} state (a modal shows one at a time)</legend>
        {states.map(({ label }, i) => (
          <label key={label} style={{ display: 'inline-flex', gap: 4 }}>
            <input type="radio" name={name} checked={shown === i} onChange={() => setShown(i)} />
            {label}
          </label>
        ))}
      </fieldset>
      <div key={state.label}>{render(state.props)}</div>
    </div>
  );
}
