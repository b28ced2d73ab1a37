"use client";

import { useCallback, useState } from "react";

/**
 * Files being prepared (photos shrunk) before a form may send them. Each chosen batch reports
 * its start and its end; a batch chosen while another is still shrinking keeps the form waiting
 * until both are done (a yes/no flag would let the first to finish release it).
 */
export function usePreparing(): { isPreparing: boolean; onPreparing: (started: boolean) => void } {
  const [batches, setBatches] = useState(0);
  const onPreparing = useCallback((started: boolean) => setBatches((n) => Math.max(0, n + (started ? 1 : -1))), []);
  return { isPreparing: batches > 0, onPreparing };
}
