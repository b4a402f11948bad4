/**
 * Test-only hooks at each step of the commit (ADR 0010): a hook that throws makes the commit fail there. A hook that
 * throws a SimulatedCrash makes the commit stop there as if the process had died: no catch-up runs (no void, no
 * undo, no stored answer read), the open transaction rolls back, and only what was already written stays for the
 * reconciliation job to resolve.
 */
export interface CommitFaults {
  /** After the payment row (the intent, with the provider's idempotency key) was written, before the provider is asked. */
  afterIntent?(): Promise<void>;
  /** After the provider approved the authorisation, before the payment row says so. */
  afterAuthorisation?(): Promise<void>;
  /** Inside the commit transaction, before the held seats become the order's. */
  beforeSeatsSold?(): Promise<void>;
  /** Inside the commit transaction, right after the seats were turned into sold rows. */
  afterSeatsSold?(): Promise<void>;
  /** After the order was committed (waiting for its payment), before the capture. */
  afterOrderWritten?(): Promise<void>;
  /** After the provider captured the payment, before the order is confirmed. */
  afterCapture?(): Promise<void>;
}

export type CommitStep = keyof CommitFaults;

export const COMMIT_STEPS: readonly CommitStep[] = [
  'afterIntent',
  'afterAuthorisation',
  'beforeSeatsSold',
  'afterSeatsSold',
  'afterOrderWritten',
  'afterCapture',
];

/** The process "dies" at a commit step (fault injection only): nothing that a live process would do afterwards runs. */
export class SimulatedCrash extends Error {
  constructor(readonly step: CommitStep) {
    super(`simulated crash ${step}`);
    this.name = 'SimulatedCrash';
  }
}

export function isSimulatedCrash(error: unknown): error is SimulatedCrash {
  return error instanceof SimulatedCrash;
}

/** Runs the hook of a step, if any. */
export async function faultAt(faults: CommitFaults | undefined, step: CommitStep): Promise<void> {
  await faults?.[step]?.();
}
