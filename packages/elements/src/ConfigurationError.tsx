/** The element's error state while its configuration is incomplete: what to set, never a blank widget. */
export function ConfigurationError({ problems }: { problems: readonly string[] }) {
  return (
    <div className="curate-ElementError" data-slot="element-error" role="alert">
      {problems.map((problem) => (
        <p key={problem}>{problem}</p>
      ))}
    </div>
  );
}
