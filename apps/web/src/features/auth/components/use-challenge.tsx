import type { LoginChallenge } from '@mekong/contracts';
import { Suspense, useState } from 'react';
import type { ApiError } from '../../../shared/api/client.ts';
import { lazyNamed } from '../../../shared/ui/lazy-part.tsx';
import type { Ctx } from './NewIpDialog.tsx';

/** The new-IP dialog loads when a login asks for it, not with the header's login form. */
const NewIpDialog = lazyNamed(() => import('./NewIpDialog.tsx'), 'NewIpDialog');

/** Holds a new-IP challenge from a login answer (403 `login_verify_required`) and renders its dialog. */
export function useChallenge(onDone?: () => void) {
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  return {
    take(err: ApiError): boolean {
      if (err.code !== 'login_verify_required') return false;
      setChallenge(err.value as LoginChallenge);
      return true;
    },
    dialog: (ctx: Ctx) =>
      challenge && (
        <Suspense fallback={null}>
          <NewIpDialog
            challenge={challenge}
            ctx={ctx}
            onClose={() => setChallenge(null)}
            onDone={() => {
              setChallenge(null);
              onDone?.();
            }}
          />
        </Suspense>
      ),
  };
}
