import { useHealth } from '@curate/core';

const HEALTH_LABEL = { checking: 'Checking…', healthy: 'Healthy', unhealthy: 'Unhealthy' } as const;

/** The workspace frame. Sign-in, routes and tabs arrive with the sign-in issue. */
export function Shell() {
  const { status, health } = useHealth();
  return (
    <div className="host-shell">
      <header className="host-shell-header">
        <h1 className="host-shell-title">Curate</h1>
        <p className="host-shell-subtitle">AI-enhanced, human-reviewed product data</p>
        <p className="host-shell-health" data-testid="health-status" data-status={status} role="status">
          <span className="host-shell-health-dot" aria-hidden="true" />
          API: {HEALTH_LABEL[status]}
          {health ? ` (database ${health.database.kind}, ${health.database.status})` : null}
        </p>
      </header>
      <main className="host-shell-main">
        <p>Sign-in and the company workspace arrive with the next release.</p>
      </main>
    </div>
  );
}
