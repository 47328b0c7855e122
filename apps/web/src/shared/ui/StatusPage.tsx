import type { ReactNode } from 'react';

/** A whole-screen notice (maintenance, blocked region) shown in place of every route. */
export function StatusPage({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <main className="status-page" data-testid={testId}>
      <div className="panel">
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
