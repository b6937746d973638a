import { errorMessage } from '@lib/http';
import { useRef, useState } from 'react';

/**
 * A dialog's request: one at a time, `pending` for the button, and the server's message (or `fallback`) as
 * `problem` when it fails, so the dialog stays open with everything the user entered.
 */
export function useSubmit(fallback: string) {
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  async function run(work: () => Promise<unknown>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(errorMessage(error, fallback));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return { problem, pending, run };
}
